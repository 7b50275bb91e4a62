// The pet travel guide: steps, costs, documents, deadlines and contacts.
// HDOA's own pages could not be read, so its rules come from HDOA news releases, the rule text,
// and news or local partners quoting HDOA; each says whom to confirm with. No HDOA fee is shown.
import type { Guide } from './types'
import {
  AQS_ADDRESS_NEWS,
  DAF_PET_RECEIPTS,
  DTMO_PET_FAQ,
  HAR_4_29_9,
  HDOA_AQS_INFO_MENTION,
  HDOA_AQS_PAGE,
  HDOA_BLOOD_TEST_2005,
  HDOA_DOCS_10_DAYS_2005,
  HDOA_RULES_2018,
  KAUAI_HUMANE,
  MCBH_TEMP_HOUSING,
  READ_2026_11_23,
  STARWOOD_IMPORT_FORM,
} from './shared'

const JBPHH_SHIPPING_PETS =
  'https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam/moving/shipping-pets'

/** Sources quoted from more than one fact, with their kind and dates. */
const kauaiHumane = {
  source: KAUAI_HUMANE,
  sourceKind: 'secondary',
  checkedOn: READ_2026_11_23,
} as const
const rules2018 = {
  source: HDOA_RULES_2018,
  sourceKind: 'secondary',
  checkedOn: READ_2026_11_23,
  sourceDate: 'news, Aug 23, 2018',
} as const
const docs10Days = {
  source: HDOA_DOCS_10_DAYS_2005,
  sourceKind: 'secondary',
  checkedOn: READ_2026_11_23,
  sourceDate: 'AP news, Feb 15, 2005',
} as const
const aqsInfoMention = {
  source: HDOA_AQS_INFO_MENTION,
  sourceKind: 'secondary',
  checkedOn: READ_2026_11_23,
  sourceDate: 'Kokua Line, Feb 6, 2024',
} as const
const mcbhTempHousing = {
  source: MCBH_TEMP_HOUSING,
  sourceKind: 'official',
  checkedOn: READ_2026_11_23,
} as const
const dafReceipts = {
  source: DAF_PET_RECEIPTS,
  sourceKind: 'official',
  checkedOn: READ_2026_11_23,
} as const

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
      sourceKind: 'program',
    },
    {
      title: 'Microchip, then two rabies vaccinations',
      detail:
        'Before the blood test your pet needs a working microchip and two rabies vaccinations, given more than 30 days apart. Confirm the current requirements on HDOA’s checklist.',
      timing: '4–6 months before',
      ...kauaiHumane,
    },
    {
      title: 'Do the rabies blood test (FAVN)',
      detail:
        'Your vet draws blood for the rabies antibody test. Since the rules changed on Aug 31, 2018, your pet may arrive 30 days after the test (it used to be 120).',
      timing: 'At least 30 days before arrival',
      ...rules2018,
    },
    {
      title: 'Fill in the Dog and Cat Import Form (AQS-279)',
      detail:
        'One form covers every program: complete only the sections that apply to you, pick your program and include the fee.',
      ...kauaiHumane,
    },
    {
      title: 'Get the documents to Hawaii in time',
      detail:
        'The Animal Quarantine Station must receive your paperwork more than 10 days before your pet arrives (the rule as reported in 2005; confirm it on HDOA’s checklist). Make copies of everything before you send it.',
      timing: 'More than 10 days before arrival',
      ...docs10Days,
    },
    {
      title: 'Get a health certificate',
      detail:
        "An accredited veterinarian issues the health certificate shortly before the flight. HDOA's website gives 14 days before arrival for pets passing through Honolulu; check HDOA's current checklist for your pet's program.",
      timing: 'Within days of the flight',
      ...aqsInfoMention,
    },
    {
      title: 'Plan lodging and boarding for the first weeks',
      detail:
        'Most military lodging and major hotels on Oahu do not take pets. Inns of the Corps at MCBH has some pet-friendly rooms, and the MWR Pet Kennel near Camp Smith boards pets.',
      timing: 'When you book temporary lodging',
      ...mcbhTempHousing,
    },
    {
      title: 'Claim the DoD pet allowance',
      detail:
        'File the claim with your PCS travel voucher. Keep an itemized receipt for every cost, showing it is for one pet (with its name if you can). If you book your pet on a commercial flight where the Patriot Express serves, get a non-availability letter and the right remarks on your orders, or the shipping is paid only up to the Patriot Express cost. This is Air Force guidance; ask your finance office for your service’s rules.',
      timing: 'After you arrive',
      ...dafReceipts,
    },
  ],
  costs: [
    {
      label: 'DoD pet transportation allowance (Hawaii is OCONUS)',
      amount: 'Up to $2,000 per PCS move, for one dog or cat',
      note: 'For PCS orders effective on or after January 1, 2024 (JTR par. 050107). One pet per PCS order; any other pet is shipped at your expense. Within the continental U.S. the cap is $550.',
      source: DTMO_PET_FAQ,
      sourceKind: 'official',
      checkedOn: READ_2026_11_23,
      sourceDate: 'FAQ, Dec 21, 2023',
    },
    {
      label: 'Quarantine fees',
      amount: 'Paid back inside the same pet allowance',
      note: 'Some older guides (and this site’s brief) list a separate "quarantine up to $550". Under the current policy quarantine fees are one of the costs the single pet allowance covers: up to $2,000 to or from outside the continental U.S., up to $550 within it.',
      ...dafReceipts,
    },
    {
      label: 'Hawaii quarantine fees (direct airport release, 5-day-or-less, 120-day)',
      amount: "See HDOA's current fee schedule",
      note: "HDOA's Animal Quarantine page (hdoa.hawaii.gov/ai/aqs/aqs-info) lists the fee for each program. We could not read it, so we show no figure: amounts copied on other sites may be out of date.",
      ...aqsInfoMention,
    },
  ],
  documents: [
    {
      name: 'Dog and Cat Import Form (AQS-279)',
      detail: 'One form for every program; complete the parts that apply to you.',
      ...kauaiHumane,
    },
    {
      name: 'Original certificates of the last two rabies vaccinations',
      detail: 'Signed by your vet; copies are not accepted.',
      source: STARWOOD_IMPORT_FORM,
      sourceKind: 'secondary',
      checkedOn: READ_2026_11_23,
    },
    {
      name: 'Passing rabies blood test (FAVN) result',
      detail: 'Tested after the microchip was implanted.',
      ...kauaiHumane,
    },
    {
      name: 'Microchip number',
      ...kauaiHumane,
    },
    {
      name: 'Health certificate from an accredited veterinarian',
      ...aqsInfoMention,
    },
    {
      name: 'PCS orders and itemized receipts',
      detail: 'For the DoD pet allowance claim, filed with your PCS travel voucher.',
      ...dafReceipts,
    },
  ],
  deadlines: [
    {
      label: 'Most recent rabies vaccination',
      when: 'At least 30 days before arrival',
      note: 'Cut from 90 days by the rule change of Aug 31, 2018. Confirm on HDOA’s current checklist.',
      ...rules2018,
    },
    {
      label: 'Wait after a passing rabies blood test (FAVN)',
      when: 'At least 30 days before arrival',
      note: 'Cut from 120 days by the rule change of Aug 31, 2018.',
      ...rules2018,
    },
    {
      label: 'How long a passing blood test counts',
      when: 'Up to 36 months before arrival',
      note: 'HDOA extended it from 18 to 36 months in 2005. This is an old source: confirm on HDOA’s current checklist.',
      source: HDOA_BLOOD_TEST_2005,
      sourceKind: 'official',
      checkedOn: READ_2026_11_23,
      sourceDate: 'news release, Aug 23, 2005',
    },
    {
      label: 'Documents received by the Animal Quarantine Station',
      when: 'More than 10 days before arrival',
      note: 'Reported by the Associated Press in 2005; the product brief says the same. Confirm on HDOA’s current checklist.',
      ...docs10Days,
    },
    {
      label: 'Pets that do not meet every requirement',
      when: 'Quarantine of up to 120 days, or refused entry',
      note: 'Hawaii Administrative Rules §4-29-9.',
      source: HAR_4_29_9,
      sourceKind: 'official',
      checkedOn: READ_2026_11_23,
    },
  ],
  officialLinks: [
    {
      label: 'Hawaii Department of Agriculture: Animal Quarantine',
      url: HDOA_AQS_PAGE,
      ...aqsInfoMention,
    },
    {
      label: 'DoD Pet Transportation Allowance FAQ',
      url: DTMO_PET_FAQ,
      source: DTMO_PET_FAQ,
      sourceKind: 'official',
      checkedOn: READ_2026_11_23,
      sourceDate: 'FAQ, Dec 21, 2023',
    },
    {
      label: 'Military OneSource: shipping pets to Joint Base Pearl Harbor-Hickam',
      url: JBPHH_SHIPPING_PETS,
      source: JBPHH_SHIPPING_PETS,
      sourceKind: 'official',
      checkedOn: READ_2026_11_23,
    },
  ],
  internalLinks: [{ label: 'Pet-friendly temporary lodging', to: '/pcs-toolkit/tla-hotels' }],
  contacts: [
    {
      name: 'Animal Quarantine Station (HDOA)',
      description: "Hawaii's rabies quarantine office, which checks your pet's paperwork.",
      address: '99-951 Halawa Valley Street, Halawa Valley, Oahu',
      website: HDOA_AQS_PAGE,
      notes:
        "Find the station's current phone number and email on HDOA's Animal Quarantine page. A draft state plan would move the station to a new, smaller site in Halawa Valley, so check the address before you go.",
      source: AQS_ADDRESS_NEWS,
      sourceKind: 'secondary',
      checkedOn: READ_2026_11_23,
    },
    {
      name: 'MWR Pet Kennel',
      description:
        'Pet boarding near Camp Smith, for families who cannot find pet-friendly lodging.',
      phone: '808-368-3456',
      ...mcbhTempHousing,
    },
  ],
  shippingCompanies: [],
  ports: [],
  airlines: [],
}
