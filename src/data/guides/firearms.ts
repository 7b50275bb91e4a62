// The firearms guide: steps, costs, documents, deadlines and contacts.
import type { Guide } from './types'
import {
  CHECKED_ON,
  GIFFORDS_MAGAZINES,
  GIFFORDS_REGISTRATION,
  HPD_FIREARMS_NOTICE,
} from './shared'

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
