// The pet travel guide: steps, costs, documents, deadlines and contacts.
import type { Guide } from './types'
import {
  CHECKED_ON,
  DOD_PET_NEWS,
  DTMO_PET_FAQ,
  HDOA_AQS_INFO_MENTION,
  HDOA_BLOOD_TEST_2005,
  HDOA_FAQ_COPY,
  HDOA_RULES_2018,
  KAUAI_HUMANE,
  MCBH_TEMP_HOUSING,
} from './shared'

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
