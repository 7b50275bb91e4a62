// The four PCS guides (pets, firearms, vehicles, boats): steps, costs, documents, deadlines and contacts.
import type { Sourced, SourcedLink } from './types'

export type GuideId = 'pets' | 'firearms' | 'vehicles' | 'boats'

/** One step of a guide, in order. */
export interface GuideStep extends Sourced {
  readonly title: string
  readonly detail: string
  /** When to do it, relative to the move, e.g. "4–6 months before". */
  readonly timing?: string
}

/** A cost or allowance. Money changes, so the date it was read is required. */
export interface GuideCost extends Sourced {
  readonly label: string
  readonly amount: string
  readonly checkedOn: string
  /** Where another source (or the product spec) gives a different figure. */
  readonly note?: string
}

/** A document to gather. */
export interface GuideDocument extends Sourced {
  readonly name: string
  readonly detail?: string
}

/** A deadline or hard rule. Rules change, so the date it was read is required. */
export interface GuideDeadline extends Sourced {
  readonly label: string
  readonly when: string
  readonly checkedOn: string
  readonly note?: string
}

/** A link to another page of this site. */
export interface InternalLink {
  readonly label: string
  readonly to: string
}

/** A port or vehicle processing center. */
export interface Port extends Sourced {
  readonly name: string
  readonly location: string
  readonly transit?: string
  readonly notes?: string
}

/** A shipping company (or airline). */
export interface ShippingCompany extends Sourced {
  readonly name: string
  readonly description: string
  readonly phone?: string
  readonly email?: string
  readonly website?: string
  readonly notes?: string
}

/** An office to call or visit. */
export interface GuideContact extends Sourced {
  readonly name: string
  readonly description: string
  readonly address?: string
  readonly phone?: string
  readonly email?: string
  readonly hours?: string
  readonly website?: string
  readonly notes?: string
}

export interface Guide {
  readonly id: GuideId
  readonly route: string
  readonly title: string
  readonly intro: string
  readonly steps: readonly GuideStep[]
  readonly costs: readonly GuideCost[]
  readonly documents: readonly GuideDocument[]
  readonly deadlines: readonly GuideDeadline[]
  readonly officialLinks: readonly SourcedLink[]
  readonly internalLinks: readonly InternalLink[]
  readonly contacts: readonly GuideContact[]
  readonly shippingCompanies: readonly ShippingCompany[]
  readonly ports: readonly Port[]
  /** Airlines with sourced pet policies; none could be sourced yet. */
  readonly airlines: readonly ShippingCompany[]
}

const CHECKED_ON = '2026-11-22'

// Sources used more than once.
const DTMO_PET_FAQ =
  'https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/pet-transportation-allowance/'
const DOD_PET_NEWS =
  'https://www.defense.gov/News/News-Stories/Article/Article/3684185/service-members-get-new-benefit-pet-travel-allowance/'
const HDOA_FAQ_COPY =
  'https://propetspassion.com/frequently-asked-questions-regarding-animal-quarantine/'
const HDOA_RULES_2018 =
  'https://www.newcanaannewsonline.com/news/article/Hawaii-revises-rules-to-rabies-quarantine-program-13179142.php'
const HDOA_BLOOD_TEST_2005 =
  'http://hdoa.hawaii.gov/blog/news-releases/news-release-august-23-2005/'
const KAUAI_HUMANE = 'https://kauaihumane.org/service/direct-release-and-quarantine/'
const HDOA_AQS_INFO_MENTION =
  'https://staradvertiser.com/2024/02/06/hawaii-news/kokua-line/kokua-line-can-dog-skip-quarantine-for-the-weekend'
const MCBH_TEMP_HOUSING =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'
const GIFFORDS_REGISTRATION = 'https://giffords.org/registration-of-firearms-in-hawaii'
const GIFFORDS_MAGAZINES = 'https://lawcenter.giffords.org/large-capacity-magazines-in-hawaii/'
const HPD_FIREARMS_NOTICE = 'https://statelegals.staradvertiser.com/2023/12/10/0001439767-01/'
const MATSON_CAR_FAQ =
  'https://www.matson.com/frequently-asked-questions-for-shipping-your-car.html'
const PASHA_VEHICLE_GUIDE =
  'https://scribd.com/document/694460584/pasha-hawaii-guide-preparing-your-vehicle-shipment'
const PASHA_SAN_DIEGO = 'https://pashahawaii.com/print/53'
const PASHA_OVERSIZE_FAQ = 'https://www.pashahawaii.com/resources/oversize-cargo/oversize-cargo-faq'
const AF_POV = 'https://www.af.mil/ppa/'
const HONOLULU_OUT_OF_STATE_PERMIT =
  'https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/'
const HAWAII_MILITARY_GUIDE_2025_TRANSPORT =
  'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/74'
const JTR_CHANGES_GPC =
  'https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes/?smdpage37454=14&smdsort37454=effectivedate'
const MOS_PCS_MOVES =
  'https://www.militaryonesource.mil/moving-housing/moving/pcs-and-military-moves/'
const MOVE_MIL_NOTICE = 'https://move.mil/moving-guide'
const DOBOR_REGISTRATION =
  'https://dlnr.hawaii.gov/dobor/boating-in-hawaii/registering-and-numbering-your-vessel/'
const DOBOR_FORMS = 'https://dlnr.hawaii.gov/dobor/forms/'

const MATSON: ShippingCompany = {
  name: 'Matson',
  description:
    'Ships cars from Long Beach, Oakland, Seattle and Tacoma to Honolulu, Hilo, Kahului and Nawiliwili. Boats, RVs and oversized vehicles are quoted one by one.',
  phone: '800-4Matson',
  website: 'https://www.matson.com',
  source: MATSON_CAR_FAQ,
  checkedOn: CHECKED_ON,
}

const PASHA_HAWAII: ShippingCompany = {
  name: 'Pasha Hawaii',
  description:
    'Ships vehicles between San Diego and Hawaii. Vehicles must be clean, free of personal items and between 1/8 and 1/4 tank of fuel.',
  phone: '1-866-393-9831',
  website: 'https://www.pashahawaii.com',
  notes:
    "Pasha's liability for vehicle damage is limited to $3,000 unless you buy extra (Shipper's Interest) insurance.",
  source: PASHA_SAN_DIEGO,
  checkedOn: CHECKED_ON,
}

export const petGuide: Guide = {
  id: 'pets',
  route: '/pcs-toolkit/pet-travel',
  title: 'Moving your pet to Hawaii',
  intro:
    'Hawaii is rabies-free, and every dog and cat arriving must meet its quarantine rules. Start early and your pet can usually go home with you straight from the airport. Miss a step and your pet may wait in quarantine for up to 120 days.',
  steps: [
    {
      title: 'Start 4–6 months before you move',
      detail:
        'The vaccinations, microchip, blood test and waiting periods take months. Start as soon as you know Hawaii is next.',
      timing: '4–6 months before',
      source: 'product spec',
    },
    {
      title: 'Microchip, then two rabies vaccinations',
      detail:
        'Your pet needs a working microchip and at least two rabies vaccinations in its lifetime, given more than 30 days apart. The microchip must be in place before the blood test.',
      timing: '4–6 months before',
      source: KAUAI_HUMANE,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Do the rabies blood test (FAVN)',
      detail:
        'Your vet draws blood for the rabies antibody test and sends it to an approved lab. A passing result stays valid for 36 months. Since 2018 the wait after a passing test is 30 days (it used to be 120).',
      timing: 'At least 30 days before arrival',
      source: HDOA_RULES_2018,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Fill in the Dog and Cat Import Form (AQS-279)',
      detail:
        'One form covers every program. Pick the program you are qualifying for and include the fee.',
      source: KAUAI_HUMANE,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Get the documents to Hawaii at least 10 days ahead',
      detail:
        'The Animal Quarantine Station must receive your paperwork at least 10 days before your pet arrives. Make copies of everything before you send it.',
      timing: 'At least 10 days before arrival',
      source: 'product spec',
    },
    {
      title: 'Get a health certificate',
      detail:
        "An accredited veterinarian issues the health certificate shortly before the flight. HDOA's website gives 14 days before arrival for pets passing through Honolulu; check HDOA's current checklist for your pet's program.",
      timing: 'Within days of the flight',
      source: HDOA_AQS_INFO_MENTION,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Plan lodging and boarding for the first weeks',
      detail:
        'Most military lodging and major hotels on Oahu do not take pets. Inns of the Corps at MCBH has some pet-friendly rooms, and the MWR Pet Kennel near Camp Smith boards pets.',
      timing: 'When you book temporary lodging',
      source: MCBH_TEMP_HOUSING,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Claim the DoD pet allowance',
      detail:
        'Keep itemized receipts for one dog or cat (microchip, quarantine fees, boarding, hotel pet charges, shipping) and file them with your travel voucher. If you were told to use Government transportation and it was not available, get a note from your transportation office.',
      timing: 'After you arrive',
      source:
        'https://myarmybenefits.us.army.mil/News/New-Reimbursement-Available-for-Pet-Transportation-Costs',
      checkedOn: CHECKED_ON,
    },
  ],
  costs: [
    {
      label: 'DoD pet transportation allowance (Hawaii is OCONUS)',
      amount: 'Up to $2,000 per PCS move, for one dog or cat',
      note: 'For PCS orders effective on or after January 1, 2024. Within the continental U.S. the cap is $550.',
      source: DTMO_PET_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Quarantine fees',
      amount: 'Paid back inside the same $2,000 allowance',
      note: 'The product spec lists "quarantine up to $550" as a separate amount. Under the current rule (JTR par. 050107) quarantine fees are one of the costs covered by the single pet allowance, and $550 is the cap for moves inside the continental U.S.',
      source: DOD_PET_NEWS,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Direct airport release (5-Day-or-Less program, released at the airport)',
      amount: '$185 per pet',
      note: "Read on a third-party copy of HDOA's quarantine FAQ; we could not read HDOA's own current fee schedule. The product spec lists $165 per pet for the 5-day program, $56 per extra day and $78 for airport inspection ($78 is HDOA's older reduced fee for Hawaii-resident pets re-entering). Confirm at hdoa.hawaii.gov before you pay.",
      source: HDOA_FAQ_COPY,
      checkedOn: CHECKED_ON,
    },
    {
      label: '5-Day-or-Less program (pet held up to 5 days)',
      amount: '$244 per pet',
      note: "Read on a third-party copy of HDOA's FAQ; confirm the current fee with HDOA. No discount for several pets.",
      source: HDOA_FAQ_COPY,
      checkedOn: CHECKED_ON,
    },
    {
      label: '120-day quarantine (if your pet does not qualify)',
      amount: '$1,080 per pet',
      note: 'Same figure as in HDOA’s 2001 news release; confirm the current fee with HDOA.',
      source: HDOA_FAQ_COPY,
      checkedOn: CHECKED_ON,
    },
  ],
  documents: [
    {
      name: 'Dog and Cat Import Form (AQS-279)',
      detail: 'One form for every program; complete the parts that apply to you.',
      source: KAUAI_HUMANE,
    },
    {
      name: 'Two original rabies vaccination certificates',
      detail: 'They travel with your pet.',
      source: 'https://www.pettravel.com/immigration/Hawaii.cfm',
    },
    {
      name: 'Passing rabies blood test (FAVN) result',
      detail: 'Tested after the microchip was implanted.',
      source: 'https://www.pettravel.com/immigration/Hawaii.cfm',
    },
    {
      name: 'Microchip number',
      source: 'https://www.pettravel.com/immigration/Hawaii.cfm',
    },
    {
      name: 'Health certificate from an accredited veterinarian',
      source: HDOA_AQS_INFO_MENTION,
    },
    {
      name: 'PCS orders and itemized receipts',
      detail: 'For the DoD pet allowance claim.',
      source:
        'https://www.transconpet.com/pet-travel-reimbursement-for-us-military-service-members/',
    },
  ],
  deadlines: [
    {
      label: 'Most recent rabies vaccination',
      when: 'At least 30 days before arrival',
      source: HDOA_RULES_2018,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Rabies blood test (FAVN)',
      when: 'At least 30 days before arrival, and no more than 36 months before',
      source: HDOA_BLOOD_TEST_2005,
      checkedOn: CHECKED_ON,
      note: 'The 30-day wait comes from the 2018 rule change; the 36-month validity from HDOA in 2005.',
    },
    {
      label: 'Documents received by the Animal Quarantine Station',
      when: 'At least 10 days before arrival',
      source: 'product spec',
      checkedOn: CHECKED_ON,
      note: 'The same 10-day rule was reported by the Associated Press in 2005.',
    },
    {
      label: 'Start preparing',
      when: '4–6 months before you move',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
  ],
  officialLinks: [
    {
      label: 'Hawaii Department of Agriculture: Animal Quarantine',
      url: 'https://hdoa.hawaii.gov/ai/aqs/aqs-info/',
      source: HDOA_AQS_INFO_MENTION,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'DoD Pet Transportation Allowance FAQ',
      url: DTMO_PET_FAQ,
      source: DTMO_PET_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Military OneSource: Moving (with a section on pets)',
      url: 'https://www.militaryonesource.mil/moving-housing/moving/',
      source: 'https://www.militaryonesource.mil/moving-housing/moving/',
    },
  ],
  internalLinks: [{ label: 'Pet-friendly temporary lodging', to: '/pcs-toolkit/tla-hotels' }],
  contacts: [
    {
      name: 'Animal Quarantine Station (HDOA)',
      description: "Hawaii's rabies quarantine office, which checks your pet's paperwork.",
      address: '99-951 Halawa Valley Street, Aiea, HI 96701-5602',
      phone: '808-483-7151',
      email: 'rabiesfree@hawaii.gov',
      notes:
        'From older HDOA material (HDOA has said email is the best way to reach the station). Confirm on hdoa.hawaii.gov.',
      source:
        'https://activerain.com/blogsview/3062534/hawaii-s-animal-quarantine-law---qualify-your-pet-for-the-5-day-or-less-program',
      checkedOn: CHECKED_ON,
    },
    {
      name: 'MWR Pet Kennel',
      description:
        'Pet boarding near Camp Smith, for families who cannot find pet-friendly lodging.',
      phone: '808-368-3456',
      source: MCBH_TEMP_HOUSING,
      checkedOn: CHECKED_ON,
    },
  ],
  shippingCompanies: [],
  ports: [],
  airlines: [],
}

export const firearmsGuide: Guide = {
  id: 'firearms',
  route: '/pcs-toolkit/firearms-pcs',
  title: 'Bringing firearms to Hawaii',
  intro:
    'Hawaii registers every firearm, and the clock starts when you or your firearm arrive. Check what is banned before you pack, then register with the police on Oahu within days of arriving.',
  steps: [
    {
      title: 'Check what Hawaii prohibits before you pack',
      detail:
        'Detachable magazines holding more than 10 rounds that fit a pistol are prohibited, with no exception for magazines bought legally elsewhere. Magazines permanently modified to hold 10 or fewer are allowed.',
      timing: 'Before you pack',
      source: 'https://legalclarity.org/hawaii-magazine-capacity-laws-what-gun-owners-need-to-know',
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Be 21 or older',
      detail: 'People under 21 may not bring firearms into Hawaii.',
      source: GIFFORDS_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Register within 5 days of arrival',
      detail:
        'Register every firearm with the chief of police of your county within five days after you or the firearm arrive, whichever is later. On Oahu that is the Honolulu Police Department Firearms Unit.',
      timing: 'Within 5 days after arrival',
      source: GIFFORDS_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Expect fingerprints and a photo',
      detail:
        'When you register a firearm brought from out of state, the police fingerprint and photograph you (unless they already have them on file) and run a background check.',
      source: GIFFORDS_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Buying in Hawaii later needs a permit and a course',
      detail:
        'To acquire a firearm in Hawaii you need a permit to acquire, which since 2024 also requires passing a safety course.',
      timing: 'After you arrive',
      source:
        'https://staradvertiser.com/2023/12/30/hawaii-news/new-laws-for-owning-firearms-on-oahu-take-hold-on-monday',
      checkedOn: CHECKED_ON,
    },
  ],
  costs: [
    {
      label: 'Fingerprint processing fee',
      amount: 'About $16.50–$42',
      note: "HPD's current fee was not found. A copy of a Maui Police page lists $43.25 for Maui's permit processing. Ask the HPD Firearms Unit before you go.",
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
  ],
  documents: [
    {
      name: 'Valid government-issued photo ID',
      source: 'https://www.mauipolice.com/permit-to-acquire-a-firearm.html',
    },
    {
      name: 'Details of each firearm',
      detail:
        'Manufacturer and importer, model, type of action, caliber or gauge and serial number.',
      source: GIFFORDS_REGISTRATION,
    },
    {
      name: 'PCS orders',
      detail: 'To show when you arrived.',
      source: 'product spec',
    },
  ],
  deadlines: [
    {
      label: 'Register firearms brought into Hawaii',
      when: 'Within 5 days after you or the firearm arrive, whichever is later',
      note: 'The product spec says 3–5 days ("72 hours quoted"): the older statute said three days. Current law (HRS 134-3) says five.',
      source: GIFFORDS_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Pistol magazines over 10 rounds',
      when: 'Prohibited: do not bring them (HRS 134-8(c))',
      source: GIFFORDS_MAGAZINES,
      checkedOn: CHECKED_ON,
    },
  ],
  officialLinks: [
    {
      label: 'Honolulu Police Department: Firearms',
      url: 'https://www.honolulupd.org/police-services/firearms/',
      source: HPD_FIREARMS_NOTICE,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Hawaii Revised Statutes, chapter 134 (firearms)',
      url: 'https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/hrs0134/HRS_0134-.htm',
      source: 'https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/hrs0134/HRS_0134-.htm',
    },
  ],
  internalLinks: [],
  contacts: [
    {
      name: 'HPD Firearms Unit',
      description: 'Where Oahu residents register firearms and apply for permits.',
      address: '801 S. Beretania St., Honolulu, HI 96813',
      hours: 'Mon–Fri, 7:45 a.m.–4:30 p.m.',
      website: 'https://www.honolulupd.org/police-services/firearms/',
      notes:
        'From an HPD public notice of December 2023. Check the website for appointments before you go.',
      source: HPD_FIREARMS_NOTICE,
      checkedOn: CHECKED_ON,
    },
  ],
  shippingCompanies: [],
  ports: [],
  airlines: [],
}

export const vehicleGuide: Guide = {
  id: 'vehicles',
  route: '/pcs-toolkit/vehicle-shipping',
  title: 'Shipping your vehicle to Hawaii',
  intro:
    'Your orders decide whether the military ships a car for you. Any other vehicle goes with a commercial carrier. Either way, plan the drop-off, the fuel level and the paperwork, and register on Oahu within 30 days.',
  steps: [
    {
      title: 'Ask your transportation office what your orders authorize',
      detail:
        'POV shipment is an allowance your PCS order must state. The Air Force guidance we read says an OCONUS order authorizes one POV; the product spec says two vehicles are reimbursed from Dec 10, 2024. Confirm the number with your transportation office.',
      timing: 'As soon as you have orders',
      source: AF_POV,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Book a commercial shipment for any other vehicle',
      detail:
        'Matson ships from Long Beach, Oakland, Seattle and Tacoma; Pasha Hawaii ships from San Diego (ask about other ports). Book ahead, especially in summer.',
      timing: '2–4 weeks before',
      source: 'product spec',
    },
    {
      title: 'Get the car ready',
      detail:
        'Wash it inside and out (it is inspected, and dirt, seeds and plant matter are not allowed), remove personal items, turn off the alarm and run the fuel down to 1/4 tank or less (Pasha wants between 1/8 and 1/4).',
      timing: 'The week before drop-off',
      source: PASHA_VEHICLE_GUIDE,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Plan for the time at sea',
      detail:
        'Matson averages 10–12 days to Oahu from the sailing date (17–21 days to Kauai, the Big Island and Maui). Rent a car or line up rides until it arrives.',
      timing: 'While it sails',
      source: MATSON_CAR_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Late government shipment? The contractor pays the rental',
      detail:
        'For government POV shipments starting on or after October 1, 2024, a rental car when delivery is late is the POV contractor’s responsibility, not a travel claim.',
      source: JTR_CHANGES_GPC,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Get a Hawaii safety inspection',
      detail:
        'A Hawaii safety inspection is required before you can get an out-of-state permit on Oahu.',
      timing: 'After pickup',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Register it or get an out-of-state permit within 30 days',
      detail:
        'Within 30 days of arrival, register the vehicle with the City and County of Honolulu or get an out-of-state permit that keeps your current plates valid until they expire. Permits are issued at any satellite city hall; appointments at alohaq.org.',
      timing: 'Within 30 days after arrival',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
      checkedOn: CHECKED_ON,
    },
  ],
  costs: [
    {
      label: 'Commercial shipping, per vehicle',
      amount: 'About $1,200–$2,000',
      note: "Matson lists mainland-to-Hawaii car shipping as starting at $1,070 for a standard-size vehicle (up to 21'8\" long, 8' wide, 7' high). Get a quote for your car and port.",
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Matson, mainland to Hawaii',
      amount: 'From $1,070 (standard-size vehicle)',
      source: MATSON_CAR_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Honolulu out-of-state permit',
      amount: '$5',
      note: 'Plus the cost of the Hawaii safety inspection.',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
      checkedOn: CHECKED_ON,
    },
  ],
  documents: [
    {
      name: 'PCS orders',
      detail: 'Your transportation office needs them to book a government shipment.',
      source: 'https://www.defense.gov/Spotlights/Permanent-Change-of-Station-Joint-Task-Force',
    },
    {
      name: 'Current out-of-state registration',
      detail: 'For the out-of-state permit.',
      source:
        'https://www.hawaiicounty.gov/departments/finance/vehicle-registration-licensing/motor-vehicles-general-information/out-of-state-permit',
    },
    {
      name: 'Bill of lading or shipping receipt',
      detail: 'It shows the date the car arrived, which starts your 30 days.',
      source:
        'https://www.hawaiicounty.gov/departments/finance/vehicle-registration-licensing/motor-vehicles-general-information/out-of-state-permit',
    },
    {
      name: 'Hawaii safety inspection certificate',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
    },
  ],
  deadlines: [
    {
      label: 'Book a commercial shipment',
      when: '2–4 weeks before you want it to sail',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Fuel level at drop-off',
      when: '1/4 tank or less',
      note: 'Pasha Hawaii requires between 1/8 and 1/4 tank.',
      source: PASHA_VEHICLE_GUIDE,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Time at sea',
      when: 'About 7–14 days',
      note: 'Matson gives 10–12 days to or from Oahu, counted from the sailing date.',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Register or get an out-of-state permit in Honolulu',
      when: 'Within 30 days of the vehicle’s arrival',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
      checkedOn: CHECKED_ON,
    },
  ],
  officialLinks: [
    {
      label: 'Military OneSource: PCS and military moves',
      url: MOS_PCS_MOVES,
      source: MOVE_MIL_NOTICE,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Joint Travel Regulations changes (Global POV Contract V)',
      url: 'https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes',
      source: JTR_CHANGES_GPC,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Book a satellite city hall appointment (AlohaQ)',
      url: 'https://www.alohaq.org',
      source: HONOLULU_OUT_OF_STATE_PERMIT,
      checkedOn: CHECKED_ON,
    },
  ],
  internalLinks: [
    { label: 'Shipping a boat instead? Read the boat guide', to: '/pcs-toolkit/boat-shipping' },
    { label: 'Ask other families in the member forum', to: '/member-forum' },
  ],
  contacts: [
    {
      name: 'Honolulu Vehicle Processing Center (government POV shipments)',
      description:
        'Where government-shipped POVs are picked up on Oahu. Track your car and find the required documents on PCSmyPOV.com (Locations, then Honolulu).',
      address: '242 Forrest Avenue, Pier 1, Honolulu, HI 96813',
      phone: '808-670-3095',
      notes:
        'From the Winter–Spring 2025 Hawaii Military Guide, which names International Auto Logistics under the older GPC III contract. GPC V began October 1, 2024, so confirm the operator, address and phone on PCSmyPOV.com before you go.',
      source: HAWAII_MILITARY_GUIDE_2025_TRANSPORT,
      checkedOn: CHECKED_ON,
    },
  ],
  shippingCompanies: [MATSON, PASHA_HAWAII],
  ports: [
    {
      name: 'Matson mainland ports',
      location: 'Long Beach and Oakland, California; Seattle and Tacoma, Washington',
      transit: '10–12 days on average to Oahu, from the sailing date',
      notes: 'Hawaii ports: Honolulu, Hilo, Kahului and Nawiliwili.',
      source: MATSON_CAR_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      name: 'Pasha Hawaii, San Diego',
      location: 'San Diego, California',
      notes:
        'Deliver your vehicle no later than the Friday before sailing. Check-in Mon–Fri 8–11:30 a.m. and 1–3:30 p.m.',
      source: PASHA_SAN_DIEGO,
      checkedOn: CHECKED_ON,
    },
    {
      name: 'Honolulu Vehicle Processing Center',
      location: '242 Forrest Avenue, Pier 1, Honolulu',
      notes: 'Government POV shipments. Confirm details on PCSmyPOV.com.',
      source: HAWAII_MILITARY_GUIDE_2025_TRANSPORT,
      checkedOn: CHECKED_ON,
    },
  ],
  airlines: [],
}

export const boatGuide: Guide = {
  id: 'boats',
  route: '/pcs-toolkit/boat-shipping',
  title: 'Shipping your boat to Hawaii',
  intro:
    'Boats ship as oversized cargo and are quoted one at a time, so start early and get more than one quote. Once it arrives, register it with the state before your 60 days are up.',
  steps: [
    {
      title: 'Start planning 4–8 weeks ahead',
      detail: 'Oversized cargo needs quotes, a booking and often a trucker to the port.',
      timing: '4–8 weeks before',
      source: 'product spec',
    },
    {
      title: 'Ask your transportation office about your entitlement',
      detail:
        'Ask whether any part of the boat shipment can count against your household goods allowance before you pay a carrier yourself.',
      timing: 'As soon as you have orders',
      source: 'product spec',
    },
    {
      title: 'Get quotes from the carriers',
      detail:
        'Matson quotes boats individually through its customer support line. Pasha Hawaii handles oversized cargo through its Over-High & Wide department.',
      timing: '4–8 weeks before',
      source: MATSON_CAR_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Prepare the paperwork for the terminal',
      detail:
        'Pasha needs a dock receipt and a certified proof of weight (a scale ticket works) at delivery. Terminals admit only people with a TWIC card unless escorted.',
      timing: 'Before drop-off',
      source: PASHA_OVERSIZE_FAQ,
      checkedOn: CHECKED_ON,
    },
    {
      title: 'Run the fuel down',
      detail: 'Keep the fuel under 1/4 tank, and confirm the exact limit with your carrier.',
      timing: 'Before drop-off',
      source: 'product spec',
    },
    {
      title: 'Register the boat in Hawaii',
      detail:
        'Undocumented boats must be registered with DLNR’s Division of Boating and Ocean Recreation (DOBOR). A boat numbered in another state may stay in Hawaii waters up to 60 days without a Hawaii number. On Oahu, first registration is done in person at the DOBOR office on Sand Island.',
      timing: 'Within 60 days in Hawaii waters',
      source: DOBOR_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
  ],
  costs: [
    {
      label: 'Shipping a boat',
      amount: 'About $3,000–$15,000+',
      note: 'Carriers quote boats one by one; size, trailer and port change the price a lot.',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Hawaii registration',
      amount: 'Set by the boat’s length',
      note: 'A duplicate registration document or sticker costs $5.',
      source: DOBOR_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
  ],
  documents: [
    {
      name: 'Proof of ownership',
      detail:
        'A bill of sale, a manufacturer’s statement of origin or a title from another state. Since July 1, 2016 the seller’s signature on a bill of sale must be notarized.',
      source: DOBOR_FORMS,
    },
    {
      name: 'Valid photo ID',
      detail: 'A driver’s license or state ID, shown in person.',
      source: DOBOR_FORMS,
    },
    {
      name: 'Dock receipt and certified proof of weight',
      detail: 'For the carrier at drop-off.',
      source: PASHA_OVERSIZE_FAQ,
    },
  ],
  deadlines: [
    {
      label: 'Plan the shipment',
      when: '4–8 weeks ahead',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Fuel at drop-off',
      when: 'Under 1/4 tank',
      source: 'product spec',
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Register with DOBOR',
      when: 'Before the boat has been in Hawaii waters for more than 60 days',
      source: DOBOR_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Report a sale or a change of address',
      when: 'Within 7 days',
      source: DOBOR_FORMS,
      checkedOn: CHECKED_ON,
    },
  ],
  officialLinks: [
    {
      label: 'DOBOR: Registering and numbering your vessel',
      url: DOBOR_REGISTRATION,
      source: DOBOR_REGISTRATION,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'DOBOR: Forms',
      url: DOBOR_FORMS,
      source: DOBOR_FORMS,
      checkedOn: CHECKED_ON,
    },
    {
      label: 'Renew a Hawaii vessel registration online',
      url: 'http://vessel.ehawaii.gov/',
      source: DOBOR_FORMS,
      checkedOn: CHECKED_ON,
    },
  ],
  internalLinks: [
    { label: 'Shipping a car too? Read the vehicle guide', to: '/pcs-toolkit/vehicle-shipping' },
  ],
  contacts: [
    {
      name: 'DOBOR Administrative Office (Oahu vessel registration)',
      description: 'The only place on Oahu to register a boat for the first time or transfer it.',
      address: '4 Sand Island Access Road, Honolulu',
      phone: '808-587-1970',
      notes:
        'Bring the form, proof of ownership and ID in person; forms are not accepted by mail for first registration.',
      source: DOBOR_FORMS,
      checkedOn: CHECKED_ON,
    },
  ],
  shippingCompanies: [
    {
      ...MATSON,
      description: 'Quotes boats, RVs and oversized vehicles individually: call customer support.',
    },
    {
      name: 'Pasha Hawaii: Over-High & Wide (oversized cargo)',
      description:
        'Oversized cargo department. Needs a dock receipt and certified proof of weight; terminal access with a TWIC card or an escort. Does not carry household goods.',
      phone: '866-393-9831',
      email: 'OHW@pashahawaii.com',
      website: 'https://www.pashahawaii.com',
      source: PASHA_OVERSIZE_FAQ,
      checkedOn: CHECKED_ON,
    },
  ],
  ports: [
    {
      name: 'Matson mainland ports',
      location: 'Long Beach and Oakland, California; Seattle and Tacoma, Washington',
      notes: 'Boats are quoted individually; ask which port suits your boat.',
      source: MATSON_CAR_FAQ,
      checkedOn: CHECKED_ON,
    },
  ],
  airlines: [],
}

export const guides: readonly Guide[] = [petGuide, firearmsGuide, vehicleGuide, boatGuide]

export function guideById(id: GuideId): Guide {
  const guide = guides.find((g) => g.id === id)
  if (!guide) throw new Error(`Unknown guide: ${id}`)
  return guide
}
