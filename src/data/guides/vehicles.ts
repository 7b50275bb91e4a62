// The vehicle shipping guide: steps, costs, documents, deadlines and contacts.
import type { Guide, ShippingCompany } from './types'
import {
  AF_POV,
  HONOLULU_OUT_OF_STATE_PERMIT,
  MATSON_CAR_FAQ,
  MATSON_CAR_FAQ_FACT,
  MOS_PCS_MOVES,
  MOVE_MIL_NOTICE,
  PASHA_SAN_DIEGO,
} from './shared'

// Pages read for this guide on 2026-11-23.
const MOS_PCS_BASICS =
  'https://www.militaryonesource.mil/moving-housing/moving/planning-your-move/pcs-the-basics-about-permanent-change-of-station'
const DOD_PCS_TASK_FORCE =
  'https://www.defense.gov/Spotlights/Permanent-Change-of-Station-Joint-Task-Force'
const MATSON_PREPARE = 'https://pp.matson.com/how-to-prepare-for-shipping-your-car.html'
const PASHA_VEHICLE_TERMS = 'https://www.pashahawaii.com/resources/vehicles/terms-and-conditions'
const JTR_CHANGES_GPC_V =
  'https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes/?smdpage37454=3'
const HAWAII_COUNTY_OUT_OF_STATE_PERMIT =
  'https://www.hawaiicounty.gov/departments/finance/vehicle-registration-licensing/motor-vehicles-general-information/out-of-state-permit'

const AF_POV_FACT = { source: AF_POV, sourceKind: 'official', checkedOn: '2026-11-23' } as const
const MATSON_PREPARE_FACT = {
  source: MATSON_PREPARE,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
const PASHA_SAN_DIEGO_FACT = {
  source: PASHA_SAN_DIEGO,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
const GPC_V_FACT = {
  source: JTR_CHANGES_GPC_V,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
  sourceDate: 'MAP 28-24(R), effective Sept 27, 2024',
} as const
const HAWAII_COUNTY_FACT = {
  source: HAWAII_COUNTY_OUT_OF_STATE_PERMIT,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
// No City and County of Honolulu page could be read: a news report of the City's release.
const HONOLULU_PERMIT_NEWS = {
  source: HONOLULU_OUT_OF_STATE_PERMIT,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
  sourceDate: 'news, May 23, 2023',
} as const

const MAUI_COUNTY_OUT_OF_STATE_PERMIT = 'https://www.mauicounty.gov/FAQ.aspx?QID=336'
const MATSON_EV_SUSPENSION_NEWS =
  'https://www.hawaiipublicradio.org/local-news/2025-07-18/matson-stops-shipping-electric-vehicles-to-hawaii'
/** Pasha's "Guide for Preparing your Vehicle Shipment", read from a copy posted on Scribd. */
const PASHA_VEHICLE_GUIDE_COPY =
  'https://scribd.com/document/694460584/pasha-hawaii-guide-preparing-your-vehicle-shipment'

/** Matson's vehicle FAQ as read on 2026-11-27 through the search tool's stored copy of it. */
const MATSON_FAQ_COPY_FACT = {
  source: MATSON_CAR_FAQ,
  sourceKind: 'official',
  checkedOn: '2026-11-27',
} as const
const COUNTY_PLATES_FACT = {
  source: HAWAII_COUNTY_OUT_OF_STATE_PERMIT,
  sourceKind: 'official',
  checkedOn: '2026-11-27',
} as const
const MATSON_EV_FACT = {
  source: MATSON_EV_SUSPENSION_NEWS,
  sourceKind: 'secondary',
  checkedOn: '2026-11-27',
  sourceDate: 'news, Jul 18, 2025',
} as const
const PASHA_EV_FACT = {
  source: PASHA_VEHICLE_GUIDE_COPY,
  sourceKind: 'secondary',
  checkedOn: '2026-11-27',
} as const

/** U.S. Army Garrison Hawaii's visitor page (official), read on 2026-11-28 through the search tool. */
const ARMY_HAWAII_VISITOR_INFO = 'https://home.army.mil/hawaii/index.php/about/visitor-information'
const ARMY_ACCESS_FACT = {
  source: ARMY_HAWAII_VISITOR_INFO,
  sourceKind: 'official',
  checkedOn: '2026-11-28',
} as const

const CONFIRM_WITH_CITY =
  "Confirm with the City and County of Honolulu's Department of Customer Services."

/** Matson as its vehicle FAQ describes it. */
const MATSON_VEHICLES: ShippingCompany = {
  name: 'Matson',
  description:
    'Its vehicle FAQ lists mainland ports at Long Beach and Oakland, California, and Seattle and Tacoma, Washington, and Hawaii ports at Honolulu, Hilo, Kahului and Nawiliwili, with a weekly barge from Oahu to the neighbor islands. Boats, RVs and oversized vehicles are quoted one by one.',
  phone: '800-4Matson',
  website: 'https://www.matson.com',
  ...MATSON_FAQ_COPY_FACT,
}

/** Pasha Hawaii as its own vehicle pages describe it. */
const PASHA_VEHICLES: ShippingCompany = {
  name: 'Pasha Hawaii',
  description:
    'Ships vehicles from San Diego, the mainland port its vehicle page names (ask Pasha about others). Cargo must be clean, free of personal effects, alarm disconnected, with at least 1/8 and less than 1/4 tank of fuel.',
  phone: '1-866-393-9831',
  website: 'https://www.pashahawaii.com',
  ...PASHA_SAN_DIEGO_FACT,
}

export const vehicleGuide: Guide = {
  id: 'vehicles',
  route: '/pcs-toolkit/vehicle-shipping',
  title: 'Shipping your vehicle to Hawaii',
  intro:
    'Your orders decide whether the military ships a car for you: on orders to Hawaii, at most one. Any other vehicle goes with a commercial carrier. Either way, plan the drop-off, the fuel level and the paperwork, and register on Oahu within 30 days.',
  steps: [
    {
      title: 'Ask your transportation office what your orders authorize',
      detail:
        'Shipping a POV at government expense is an allowance your PCS order must state; an allowance stated wrongly on an order does not create one. On an OCONUS order the Joint Travel Regulations authorize one POV, unless the authorizing official or your Service restricts it (JTR 053001-A). Any second vehicle ships at your own cost.',
      timing: 'As soon as you have orders',
      ...AF_POV_FACT,
    },
    {
      title: 'Book a commercial shipment for any other vehicle',
      detail:
        'Matson’s vehicle FAQ lists mainland ports at Long Beach and Oakland, California, and Seattle and Tacoma, Washington. Pasha Hawaii ships vehicles from San Diego. Book with the carrier, and ask which port and drop-off date fit the sailing you want.',
      timing: 'Once you know your move dates',
      ...MATSON_FAQ_COPY_FACT,
    },
    {
      title: 'Get the car ready',
      detail:
        'Wash it inside and out: dirty vehicles are not accepted, and USDA inspectors look for mud, dirt, grass and seeds. Remove all personal belongings and any fire extinguisher, and bring the fuel to between 1/8 and 1/4 of a tank (never more than 1/4). The car must run, with a working emergency brake, no cracked windows and at least 6 inches of ground clearance.',
      timing: 'The week before drop-off',
      ...MATSON_PREPARE_FACT,
    },
    {
      title: 'Shipping an electric or plug-in hybrid car',
      detail:
        'Hawaii Public Radio reported in July 2025 that Matson had stopped accepting electric and plug-in hybrid vehicles, citing the fire risk of lithium-ion batteries, and would resume only when safety solutions are in place; ask Matson whether that has changed. Pasha Hawaii carries them: its guide asks for a charge of at most 30% at drop-off, with energy-saving options on.',
      timing: 'When you book',
      ...MATSON_EV_FACT,
    },
    {
      title: 'Plan for the time at sea',
      detail:
        'Matson gives an average of 10–12 days to or from Oahu, counted from the sailing date, and 17–21 days to or from Kauai, the Big Island and Maui. Rent a car or line up rides until it arrives.',
      timing: 'While it sails',
      ...MATSON_FAQ_COPY_FACT,
    },
    {
      title: 'Late government shipment? The contractor pays the rental',
      detail:
        'For government POV shipments that begin on or after October 1, 2024, a rental car because delivery is late is the POV shipping contractor’s responsibility; it is no longer a travel expense you claim.',
      ...GPC_V_FACT,
    },
    {
      title: 'Get a Hawaii safety inspection',
      detail: `A Hawaii safety inspection is required before Oahu issues an out-of-state permit, City officials said in May 2023. ${CONFIRM_WITH_CITY}`,
      timing: 'After pickup',
      ...HONOLULU_PERMIT_NEWS,
    },
    {
      title: 'Register it or get an out-of-state permit within 30 days',
      detail: `Within 30 days of arrival, register the vehicle with the City and County of Honolulu or get an out-of-state permit. Permits are issued at any satellite city hall; appointments at alohaq.org. (City officials, as reported in May 2023.) ${CONFIRM_WITH_CITY}`,
      timing: 'Within 30 days after arrival',
      ...HONOLULU_PERMIT_NEWS,
    },
  ],
  sections: [
    {
      title: 'Driving onto an Army installation',
      description:
        'Fort Shafter, Schofield Barracks, Tripler Army Medical Center, Wheeler Army Airfield and the other U.S. Army Hawaii installations check the car as well as the driver at the gate.',
      rules: [
        {
          label: 'Every vehicle entering a U.S. Army Hawaii installation',
          when: 'Registered with the Directorate of Emergency Services',
          note: 'The driver must have a valid license, and the vehicle its safety inspection, registration and proof of no-fault insurance. Driving a rental car, have the no-fault insurance statement in the rental agreement or your own insurance card with you. Registration happens automatically when a visitor applies for a pass.',
          ...ARMY_ACCESS_FACT,
        },
        {
          label: 'Visitors without a DoD ID card',
          when: 'A visitor pass, and an ID that meets the REAL ID Act',
          note: 'A visitor gives full name, date of birth and Social Security number for a background check and shows an original federal ID, state driver’s license, state ID card or passport that complies with the REAL ID Act. The sponsor must be 18 or older with a DoD ID card, and stays responsible for the guest.',
          ...ARMY_ACCESS_FACT,
        },
      ],
    },
  ],
  costs: [
    {
      label: 'Matson, mainland to Hawaii',
      amount: 'From $1,070 (standard-size vehicle)',
      note: "Matson's starting price for a vehicle up to 21'8\" long, 8' wide and 7' high. Get a quote for your car and port; Pasha Hawaii quotes its own rates.",
      ...MATSON_CAR_FAQ_FACT,
    },
    {
      label: 'Honolulu out-of-state permit',
      amount: '$5',
      note: `The fee the City gave in May 2023, plus the cost of the Hawaii safety inspection. ${CONFIRM_WITH_CITY}`,
      ...HONOLULU_PERMIT_NEWS,
    },
    {
      label: 'Pasha Hawaii damage liability',
      amount: 'At most $3,000 per vehicle',
      note: "Pasha's vehicle terms cap its liability at the repair cost, the car's market value or $3,000, whichever is least, unless you buy Shipper's Interest insurance. Check what your own insurer covers at sea.",
      source: PASHA_VEHICLE_TERMS,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  ],
  documents: [
    {
      name: 'PCS orders',
      detail:
        'Your transportation office needs your official orders (or a letter in lieu of orders) to book a move.',
      source: DOD_PCS_TASK_FORCE,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      name: 'Current out-of-state registration',
      detail:
        'For the out-of-state permit. Hawaii County’s permit page lists it; ask your satellite city hall on Oahu for its list.',
      ...HAWAII_COUNTY_FACT,
    },
    {
      name: 'Bill of lading or shipping receipt',
      detail: 'It shows the date the car arrived, which starts your 30 days.',
      ...HAWAII_COUNTY_FACT,
    },
    {
      name: 'Hawaii safety inspection certificate',
      detail: 'The car needs both license plates on it to get one.',
      ...HAWAII_COUNTY_FACT,
    },
  ],
  deadlines: [
    {
      label: 'Vehicles shipped at government expense',
      when: 'One POV on orders to Hawaii',
      note: 'Military OneSource counts Hawaii as an OCONUS move, and the JTR authorizes one POV on an OCONUS order unless restricted (see the first step). A second vehicle ships at your own cost.',
      source: MOS_PCS_BASICS,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      label: 'Drop-off at Pasha Hawaii, San Diego',
      when: 'No later than the Friday before sailing',
      note: 'Check-in Mon–Fri 8–11:30 a.m. and 1–3:30 p.m.',
      ...PASHA_SAN_DIEGO_FACT,
    },
    {
      label: 'Fuel level at drop-off',
      when: 'Between 1/8 and 1/4 tank',
      note: 'Matson and Pasha Hawaii both set a minimum of 1/8 and a maximum of 1/4 tank.',
      ...MATSON_PREPARE_FACT,
    },
    {
      label: 'Electric vehicles at Pasha Hawaii',
      when: 'At most 30% charge at drop-off',
      note: 'Pasha’s ports have no charging stations; turn on energy-saving options and limit remote monitoring. Read from a copy of Pasha’s vehicle guide. Matson does not take electric or plug-in hybrid vehicles (see the steps).',
      ...PASHA_EV_FACT,
    },
    {
      label: 'Time at sea',
      when: 'About 10–12 days to or from Oahu',
      note: 'Matson’s average, from the sailing date; 17–21 days to or from Kauai, the Big Island and Maui.',
      ...MATSON_FAQ_COPY_FACT,
    },
    {
      label: 'Register or get an out-of-state permit in Honolulu',
      when: 'Within 30 days of the vehicle’s arrival',
      note: `As City officials stated it in May 2023. ${CONFIRM_WITH_CITY}`,
      ...HONOLULU_PERMIT_NEWS,
    },
    {
      label: 'How long out-of-state plates stay valid on a permit',
      when: 'Until they expire or for 12 months, whichever comes first',
      note: 'As Hawaii County and Maui County state it on their permit pages; Honolulu’s own page could not be read. Plan to register in Hawaii before the 12 months are up.',
      ...COUNTY_PLATES_FACT,
    },
  ],
  officialLinks: [
    {
      label: 'Military OneSource: PCS and military moves',
      url: MOS_PCS_MOVES,
      source: MOVE_MIL_NOTICE,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
    {
      label: 'Joint Travel Regulations changes (Global POV Contract V)',
      url: 'https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes',
      ...GPC_V_FACT,
    },
    {
      label: 'Maui County: out-of-state vehicle permit',
      url: MAUI_COUNTY_OUT_OF_STATE_PERMIT,
      source: MAUI_COUNTY_OUT_OF_STATE_PERMIT,
      sourceKind: 'official',
      checkedOn: '2026-11-27',
    },
    {
      label: 'Book a satellite city hall appointment (AlohaQ)',
      url: 'https://www.alohaq.org',
      ...HONOLULU_PERMIT_NEWS,
    },
  ],
  internalLinks: [
    { label: 'Shipping a boat instead? Read the boat guide', to: '/pcs-toolkit/boat-shipping' },
    { label: 'Ask other families in the member forum', to: '/member-forum' },
  ],
  contacts: [
    {
      name: 'Honolulu vehicle processing center (government POV shipments)',
      description:
        'Government-shipped POVs are handled under USTRANSCOM’s Global POV Contract; its fifth contract (GPC V) began October 1, 2024. We could not read an official page with the Honolulu center’s current operator, address or phone: ask your transportation office for them.',
      ...GPC_V_FACT,
    },
  ],
  shippingCompanies: [MATSON_VEHICLES, PASHA_VEHICLES],
  ports: [
    {
      name: 'Matson mainland ports',
      location: 'Long Beach and Oakland, California; Seattle and Tacoma, Washington',
      transit: 'About 10–12 days to or from Oahu, from the sailing date',
      notes:
        'Mainland ports in Matson’s vehicle FAQ: Long Beach and Oakland, California; Seattle and Tacoma, Washington. Hawaii ports: Honolulu, Hilo, Kahului and Nawiliwili, with a weekly barge from Oahu.',
      ...MATSON_FAQ_COPY_FACT,
    },
    {
      name: 'Pasha Hawaii, San Diego',
      location: 'San Diego, California',
      notes:
        'Deliver your vehicle no later than the Friday before sailing. Check-in Mon–Fri 8–11:30 a.m. and 1–3:30 p.m.',
      ...PASHA_SAN_DIEGO_FACT,
    },
  ],
  airlines: [],
}
