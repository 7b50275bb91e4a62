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
  HDOA_RULES_2018,
  KAUAI_HUMANE,
  MCBH_TEMP_HOUSING,
  STARWOOD_IMPORT_FORM,
} from './shared'

const HDOA_ANIMAL_GUIDELINES = 'https://hdoa.hawaii.gov/pi/pq/import-program/animal-guidelines/'
/** HAR §4-71-6's list of prohibited animals, read from an animal-welfare group's copy of the rule. */
const HAR_4_71_6_COPY = 'https://bornfreeusa.org/b4a2_exotic_animals_state.php?s=hi'
const HAR_4_29_10 =
  'https://casetext.com/regulation/hawaii-administrative-rules/title-4-department-of-agriculture/subtitle-3-division-of-animal-industry/chapter-29-dogs-cats-and-other-carnivores/subchapter-3-quarantine/section-4-29-10-exemption-from-quarantine'
const GVL_DOCUMENT_DAYS =
  'https://help.globalvetlink.com/hc/en-us/articles/5028491887003-Is-there-a-time-limit-for-when-the-documents-need-to-be-received-by-the-State'
/** HDOA's checklist for release at Kona, Kahului and Lihue (03/2018), read from a forms site's copy. */
const HDOA_NEIGHBOR_ISLAND_CHECKLIST_COPY =
  'https://hawaiiformspdf.com/hawaii-neighbor-island-permit'

// Read on 2026-11-28. HDOA's own page on airport release hours could not be read: a copy of
// HDOA's notice for PCS families (effective Dec 1, 2009).
const HDOA_AIRPORT_HOURS_2009_COPY =
  'https://vdocuments.mx/document/pcs-information-about-hawaii-state-animal-quarantine-.html'

const JBPHH_SHIPPING_PETS =
  'https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam/moving/shipping-pets'

/** Sources quoted from more than one fact, with their kind and dates. */
const kauaiHumane = {
  source: KAUAI_HUMANE,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
} as const
/** The governor's own release, read on 2026-11-28 on the state's archived site for that term. */
const rules2018 = {
  source: HDOA_RULES_2018,
  sourceKind: 'official',
  checkedOn: '2026-11-28',
  sourceDate: 'news release, Aug 22, 2018 (archived site)',
} as const
const documentDays = {
  source: GVL_DOCUMENT_DAYS,
  sourceKind: 'secondary',
  checkedOn: '2026-11-27',
} as const
const neighborIslandChecklist = {
  source: HDOA_NEIGHBOR_ISLAND_CHECKLIST_COPY,
  sourceKind: 'secondary',
  checkedOn: '2026-11-27',
  sourceDate: 'HDOA checklist, rev. 03/2018',
} as const
const aqsInfoMention = {
  source: HDOA_AQS_INFO_MENTION,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
  sourceDate: 'Kokua Line, Feb 6, 2024',
} as const
const mcbhTempHousing = {
  source: MCBH_TEMP_HOUSING,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
const dafReceipts = {
  source: DAF_PET_RECEIPTS,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
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
      sourceKind: 'advice',
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
        'Flying into Honolulu, the Animal Quarantine Station must have your paperwork at least 10 days before your pet arrives. Flying into Kahului, Kona or Lihue, send the import form, the last two rabies certificates and the fee at least 30 days before arrival, for a Neighbor Island Inspection Permit (see below). Send it earlier than the minimum, make copies of everything, and confirm on HDOA’s checklist.',
      timing: '10 days before (Honolulu); 30 days before (neighbor islands)',
      ...documentDays,
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
  sections: [
    {
      title: 'Pets Hawaii does not allow',
      description:
        'Some pets may not come to Hawaii at all, and may not be kept there, whatever their paperwork. Check before you plan the move: find them a new home where you live now.',
      rules: [
        {
          label: 'Animals no private person may bring in or keep',
          when: 'Prohibited: ferrets, gerbils, hamsters, snakes, geckos, bearded dragons, hermit crabs',
          note: 'HDOA’s examples of animals prohibited from entry or possession by private individuals also include alligators, bees, land snails, monk parakeets, piranhas and snapping turtles. Other non-domestic animals need HDOA’s approval: ask its Plant Quarantine Branch, (808) 832-0566 or (808) 837-8413.',
          source: HDOA_ANIMAL_GUIDELINES,
          sourceKind: 'official',
          checkedOn: '2026-11-27',
        },
        {
          label: 'Wolf hybrids and wild-cat hybrids',
          when: 'Prohibited: any dog or cat crossed with a wild species',
          note: 'Hawaii’s list of prohibited animals (HAR §4-71-6) includes any dog crossed with a wolf, coyote or other wild dog, and any cat crossed with a lynx, bobcat or other wild cat. Read from a copy of the rule’s 1998 list. If your cat or dog is a breed with wild ancestry, ask HDOA’s Plant Quarantine Branch before you plan the move.',
          source: HAR_4_71_6_COPY,
          sourceKind: 'secondary',
          checkedOn: '2026-11-27',
          sourceDate: 'list dated Nov 18, 1998',
        },
      ],
    },
    {
      title: 'Flying into a neighbor island',
      description:
        'A pet may be released at Kahului (Maui), Kona (Hawaii Island) or Lihue (Kauai) instead of Honolulu, with its own permit and earlier deadline.',
      rules: [
        {
          label: 'Neighbor Island Inspection Permit',
          when: 'Needed to board: documents at least 30 days before arrival',
          note: 'Your pet must meet every requirement of the 5-day-or-less program, with the documents sent 30 days or more before arrival. Contact one of HDOA’s listed veterinary hospitals before you book the flight to make sure it can do the inspection, and check that your airline takes part. A pet that does not meet the procedures is sent to Honolulu for inspection or out of the state, at your expense. HDOA’s checklist of March 2018, read from a copy: confirm the current one with the Animal Quarantine Station.',
          ...neighborIslandChecklist,
        },
      ],
    },
    {
      title: 'Landing in Honolulu for release at the airport',
      description: 'Direct airport release happens only during the holding facility’s hours.',
      rules: [
        {
          label: 'Flight arrival for release the same day',
          when: 'Land by 3:30 p.m.',
          note: 'HDOA’s 2009 notice: inspections 8 a.m. to 5 p.m. daily; a pet reaching the facility after 4:30 p.m. stays overnight. An old notice, read from a copy: confirm the hours with the station, (808) 483-7151.',
          source: HDOA_AIRPORT_HOURS_2009_COPY,
          sourceKind: 'secondary',
          checkedOn: '2026-11-28',
          sourceDate: 'HDOA notice, effective Dec 1, 2009',
        },
      ],
    },
    {
      title: 'Pets coming from Guam, Australia, New Zealand or the British Isles',
      description: 'Hawaii treats these rabies-free places as exempt.',
      rules: [
        {
          label: 'Exempt from quarantine on arrival',
          when: 'If the pet flies in directly, with the required documents',
          note: 'Dogs and cats from the British Isles, Guam, Australia and New Zealand are exempt from quarantine, provided they come on the same aircraft from the port of origin (or are transferred under supervised, certified conditions) and carry the documents HAR §4-29-10 lists, including a health certificate. Ask the Animal Quarantine Station which documents your pet needs before you book.',
          source: HAR_4_29_10,
          sourceKind: 'official',
          checkedOn: '2026-11-27',
          sourceDate: 'rule current through April 2024',
        },
      ],
    },
  ],
  costs: [
    {
      label: 'DoD pet transportation allowance (Hawaii is OCONUS)',
      amount: 'Up to $2,000 per PCS move, for one dog or cat',
      note: 'For PCS orders effective on or after January 1, 2024 (JTR par. 050107). One pet per PCS order; any other pet is shipped at your expense. Within the continental U.S. the cap is $550.',
      source: DTMO_PET_FAQ,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'FAQ, Dec 21, 2023',
    },
    {
      label: 'Quarantine fees',
      amount: 'Paid back inside the same pet allowance',
      note: 'Not a separate $550 allowance, as older guides say: quarantine fees are among the costs the one pet allowance covers (up to $2,000 to or from outside the continental U.S., $550 within it).',
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
      checkedOn: '2026-11-23',
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
      note: 'Cut from 90 days by the rule change of Aug 31, 2018. Kauai Humane Society’s summary says “more than 30 days” before entry, so plan for more than 30. Confirm on HDOA’s current checklist.',
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
      checkedOn: '2026-11-23',
      sourceDate: 'news release, Aug 23, 2005',
    },
    {
      label: 'Documents received by the Animal Quarantine Station (Honolulu)',
      when: 'At least 10 days before arrival',
      note: 'For pets arriving at Honolulu. Send them earlier: a day late can cost the direct release. Confirm on HDOA’s current checklist.',
      ...documentDays,
    },
    {
      label: 'Documents received by the Animal Quarantine Station (Kahului, Kona, Lihue)',
      when: 'At least 30 days before arrival',
      note: 'Arriving at a neighbor-island airport, the import form, the last two rabies certificates and payment must reach the station at least 30 days ahead, for a Neighbor Island Inspection Permit. See "Flying into a neighbor island" below.',
      ...documentDays,
    },
    {
      label: 'Pets that do not meet every requirement',
      when: 'Quarantine of up to 120 days, or refused entry',
      note: 'Hawaii Administrative Rules §4-29-9.',
      source: HAR_4_29_9,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
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
      checkedOn: '2026-11-23',
      sourceDate: 'FAQ, Dec 21, 2023',
    },
    {
      label: 'Military OneSource: shipping pets to Joint Base Pearl Harbor-Hickam',
      url: JBPHH_SHIPPING_PETS,
      source: JBPHH_SHIPPING_PETS,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
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
      checkedOn: '2026-11-23',
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
