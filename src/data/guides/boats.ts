// The boat shipping guide: steps, costs, documents, deadlines and contacts.
import type { Guide, ShippingCompany } from './types'
import { DOBOR_FORMS, DOBOR_REGISTRATION, MATSON_CAR_FAQ_FACT, PASHA_OVERSIZE_FAQ } from './shared'

// Pages read for this guide on 2026-11-23.
const DOBOR_VESSEL_TITLE = 'https://dlnr.hawaii.gov/dobor/vessel-title-hawaii/'
const HAR_13_241_11 = 'https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-13-241-11'
const HAR_13_241_14 =
  'https://regulations.justia.com/states/hawaii/title-13/subtitle-11/part-2/chapter-241/section-13-241-14/'
const MOVE_MIL_ENTITLEMENTS = 'https://move.mil/entitlements'
const HAR_13_241_5 =
  'https://regulations.justia.com/states/hawaii/title-13/subtitle-11/part-2/chapter-241/section-13-241-5/'
const HRS_200A_7 =
  'https://casetext.com/statute/hawaii-revised-statutes/division-1-government/title-12-conservation-and-resources/subtitle-8-ocean-recreation-and-coastal-areas/chapter-200a-uniform-certificate-of-title-for-vessels-act/section-200a-7-application-for-certificate-of-title'

const REGISTRATION_FACT = {
  source: DOBOR_REGISTRATION,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
const FORMS_FACT = { source: DOBOR_FORMS, sourceKind: 'official', checkedOn: '2026-11-23' } as const
const PASHA_OHW_FACT = {
  source: PASHA_OVERSIZE_FAQ,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
const TITLE_FACT = {
  source: DOBOR_VESSEL_TITLE,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
  sourceDate: 'undated; gives July 1, 2021 as the planned start',
} as const
// Planning advice from docs/decisions.md#s-9-guide-facts: no outside page says it.
const OUR_ADVICE = { source: 'product spec', sourceKind: 'advice' } as const

const MATSON_BOATS: ShippingCompany = {
  name: 'Matson (boats, RVs and oversized vehicles)',
  description: 'Quotes boats, RVs and oversized vehicles one by one: call Customer Support.',
  phone: '800-4Matson',
  website: 'https://www.matson.com',
  ...MATSON_CAR_FAQ_FACT,
}

const PASHA_OVER_HIGH_AND_WIDE: ShippingCompany = {
  name: 'Pasha Hawaii: Over-High & Wide (oversized cargo)',
  description:
    'Oversized cargo department. Needs a dock receipt and certified proof of weight; terminal access with a TWIC card or an escort. Does not carry household goods or personal effects.',
  phone: '866-393-9831',
  email: 'OHW@pashahawaii.com',
  website: 'https://www.pashahawaii.com',
  ...PASHA_OHW_FACT,
}

export const boatGuide: Guide = {
  id: 'boats',
  route: '/pcs-toolkit/boat-shipping',
  title: 'Shipping your boat to Hawaii',
  intro:
    'Boats ship as oversized cargo and are quoted one at a time, so start early and get more than one quote. Once it arrives, register it with the state before your 60 days are up, and get a Hawaii vessel title.',
  steps: [
    {
      title: 'Start planning 4–8 weeks ahead',
      detail:
        'Our planning advice: oversized cargo needs quotes, a booking and often a trucker to the port.',
      timing: '4–8 weeks before',
      ...OUR_ADVICE,
    },
    {
      title: 'Ask your transportation office about your entitlement',
      detail:
        'Before you pay a carrier yourself, ask what your orders allow for a boat. The Joint Travel Regulations decide moving entitlements, and your local personal property office can tell you how they apply to your move.',
      timing: 'As soon as you have orders',
      source: MOVE_MIL_ENTITLEMENTS,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      title: 'Get quotes from the carriers',
      detail:
        'Matson quotes boats individually through Customer Support at 800-4Matson. Pasha Hawaii handles oversized cargo through its Over-High & Wide department.',
      ...MATSON_CAR_FAQ_FACT,
    },
    {
      title: 'Prepare the paperwork for the terminal',
      detail:
        'Pasha needs a dock receipt and a certified proof of weight (a scale ticket works) at delivery. Only people with a TWIC card may enter its terminals; anyone else waits at the gate for an escort. A trucker delivering to its California port must be in the California Air Resources Board’s Drayage Truck Registry.',
      timing: 'Before drop-off',
      ...PASHA_OHW_FACT,
    },
    {
      title: 'Ask the carrier for its fuel limits',
      detail:
        'Carriers set how much fuel self-propelled cargo may carry (Pasha’s oversize-cargo FAQ answers it for its cargo). Ask for the minimum and the maximum that apply to your boat before drop-off.',
      timing: 'Before drop-off',
      ...PASHA_OHW_FACT,
    },
    {
      title: 'Register the boat in Hawaii',
      detail:
        'Undocumented boats must be registered with DLNR’s Division of Boating and Ocean Recreation (DOBOR). A boat from another state may stay in Hawaii waters up to 60 days without a Hawaii number. On Oahu, a first registration or a transfer is done in person at the DOBOR office on Sand Island.',
      timing: 'Within 60 days in Hawaii waters',
      ...REGISTRATION_FACT,
    },
    {
      title: 'Get a Hawaii vessel title',
      detail:
        'Hawaii now titles vessels: owners of undocumented vessels principally operated in Hawaii waters must get a certificate of title from DOBOR. The title proves ownership and is never renewed; the certificate of number (the registration) is still renewed every year. The papers for a first-time title can differ from those for registration, so ask DOBOR what to bring.',
      timing: 'When you register',
      ...TITLE_FACT,
    },
  ],
  costs: [
    {
      label: 'Shipping a boat',
      amount: 'Quoted one boat at a time',
      note: 'Matson quotes boats, RVs and oversized vehicles through Customer Support (800-4Matson); Pasha Hawaii through its Over-High & Wide department. Get more than one quote.',
      ...MATSON_CAR_FAQ_FACT,
    },
    {
      label: 'Hawaii registration',
      amount: 'Set by the boat’s length',
      note: 'The certificate of number is good for one year and can be renewed up to 90 days early. A duplicate document or sticker costs $5.',
      ...REGISTRATION_FACT,
    },
  ],
  documents: [
    {
      name: 'Proof of ownership',
      detail:
        'A certificate of sale, a title from another state, or (if neither applies) an affidavit supporting your claim of ownership.',
      ...REGISTRATION_FACT,
    },
    {
      name: 'Valid photo ID',
      detail: 'A driver’s license or State of Hawaii ID card, shown in person.',
      ...FORMS_FACT,
    },
    {
      name: 'Dock receipt and certified proof of weight',
      detail: 'For the carrier at drop-off.',
      ...PASHA_OHW_FACT,
    },
  ],
  deadlines: [
    {
      label: 'Fuel at drop-off',
      when: 'Ask your carrier for its minimum and maximum',
      note: 'Pasha’s oversize-cargo FAQ gives its fuel rule for self-propelled cargo; ask every carrier that quotes your boat.',
      ...PASHA_OHW_FACT,
    },
    {
      label: 'Register with DOBOR',
      when: 'Before the boat has been in Hawaii waters for more than 60 days',
      ...REGISTRATION_FACT,
    },
    {
      label: 'Report a sale, a change of address, or a boat lost or moved away',
      when: 'Within five business days, in writing',
      note: 'Hawaii Administrative Rules §13-241-11. DOBOR’s forms page still says seven days; the rule says five business days.',
      source: HAR_13_241_11,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      label: 'Report a lost, stolen or damaged registration card or decal',
      when: 'Within five business days, in writing',
      note: 'Hawaii Administrative Rules §13-241-14. DOBOR’s registration page still says seven days.',
      source: HAR_13_241_14,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'rule text current through February 2024',
    },
  ],
  officialLinks: [
    {
      label: 'DOBOR: Registering and numbering your vessel',
      url: DOBOR_REGISTRATION,
      ...REGISTRATION_FACT,
    },
    {
      label: 'DOBOR: Vessel titling in Hawaii',
      url: DOBOR_VESSEL_TITLE,
      ...TITLE_FACT,
    },
    {
      // The rule (HAR 13-241-5) sends title applications to this chapter of the statutes.
      label: 'The law on vessel titles: Hawaii Revised Statutes chapter 200A',
      url: HRS_200A_7,
      source: HAR_13_241_5,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
      sourceDate: 'rule text current through February 2024',
    },
    {
      label: 'DOBOR: Forms',
      url: DOBOR_FORMS,
      ...FORMS_FACT,
    },
    {
      label: 'Renew a Hawaii vessel registration online',
      url: 'http://vessel.ehawaii.gov/',
      ...FORMS_FACT,
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
        'Bring the form, proof of ownership and ID in person; first registrations and transfers are not accepted by mail.',
      ...FORMS_FACT,
    },
  ],
  shippingCompanies: [MATSON_BOATS, PASHA_OVER_HIGH_AND_WIDE],
  ports: [
    {
      name: 'Matson mainland ports for boats',
      location: 'Long Beach and Oakland, California; Seattle and Tacoma, Washington',
      notes:
        'The ports Matson lists for vehicles; boats are quoted individually, so ask which port suits yours.',
      ...MATSON_CAR_FAQ_FACT,
    },
  ],
  airlines: [],
}
