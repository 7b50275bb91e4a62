// The vehicle shipping guide: steps, costs, documents, deadlines and contacts.
import type { Guide } from './types'
import {
  AF_POV,
  CHECKED_ON,
  HAWAII_MILITARY_GUIDE_2025_TRANSPORT,
  HONOLULU_OUT_OF_STATE_PERMIT,
  JTR_CHANGES_GPC,
  MATSON,
  MATSON_CAR_FAQ,
  MOS_PCS_MOVES,
  MOVE_MIL_NOTICE,
  PASHA_HAWAII,
  PASHA_SAN_DIEGO,
  PASHA_VEHICLE_GUIDE,
} from './shared'

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
