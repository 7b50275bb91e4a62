// The boat shipping guide: steps, costs, documents, deadlines and contacts.
import type { Guide } from './types'
import {
  CHECKED_ON,
  DOBOR_FORMS,
  DOBOR_REGISTRATION,
  MATSON,
  MATSON_CAR_FAQ,
  PASHA_OVERSIZE_FAQ,
} from './shared'

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
