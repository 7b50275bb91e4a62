// The firearms guide: what may not come to Hawaii at all, then how to register what may.
// The current HRS section pages could not be read; the statute's words come from bills that quote
// it in full, each dated, and the page links the current chapter on capitol.hawaii.gov.
import type { Guide } from './types'
import {
  HPD_FIREARMS_NOTICE,
  HPD_FIREARMS_PAGE,
  HRA_GUN_LAWS,
  HRS_134,
  HRS_134_3_IN_SB2265,
  HRS_134_8_5_COPY,
  HRS_134_8_IN_HB2996,
} from './shared'

// The rules read on 2026-11-27: the current HRS section pages could not be opened, so they come
// from copies of the statute and Giffords Law Center's summaries of it (secondary, and marked so).
const GIFFORDS_REGISTRATION = 'https://giffords.org/registration-of-firearms-in-hawaii'
const GIFFORDS_LOCATIONS =
  'https://giffords.org/lawcenter/state-laws/location-restrictions-in-hawaii/'
const HRS_134_9_3_COPY =
  'https://lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_134-9-3'
const HRS_134_29_COPY =
  'https://www.lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_134-29'

// Read on 2026-11-28: HRS 134-8(c) as Giffords Law Center quotes the statute today (the 2006 bill
// cited before proposed repealing it, so it could not show the current law).
const GIFFORDS_MAGAZINES = 'https://lawcenter.giffords.org/large-capacity-magazines-in-hawaii/'

const HRS_134_3_OLDER_COPY =
  'https://statutes.laws.com/hawaii/volume-3/title-10/chapter-134/hrs-134-3-htm'

/** Sources quoted from more than one fact, with their kind and dates. */
const hrs134_8 = {
  source: HRS_134_8_IN_HB2996,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
  sourceDate: 'HRS 134-8 as quoted in H.B. 2996, 2006',
} as const
const hrs134_3 = {
  source: HRS_134_3_IN_SB2265,
  sourceKind: 'secondary',
  checkedOn: '2026-11-23',
  sourceDate: 'HRS 134-3(a) as quoted in S.B. 2265, 2018',
} as const
const hpdNotice = {
  source: HPD_FIREARMS_NOTICE,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
  sourceDate: 'HPD public notice, Dec 10, 2023',
} as const

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
        'Some firearms and parts may not be brought into Hawaii at all, even if you own them legally elsewhere: assault pistols, automatic firearms, rifles with barrels under 16 inches, shotguns with barrels under 18 inches, silencers, explosives, armor-piercing (Teflon-coated) or exploding ammunition, and detachable magazines over 10 rounds that fit a pistol. Possessing them is a crime under HRS 134-8, not a paperwork problem: leave them behind. See the rules below and read the current statute before you pack.',
      timing: 'Before you pack',
      ...hrs134_8,
    },
    {
      title: 'Leave behind any firearm of a household member under 21',
      detail:
        'A person under 21 may not bring a firearm into Hawaii. If anyone in your household under 21 owns a firearm, it cannot come with the move: leave it with someone of age where you live now, or sell it there.',
      timing: 'Before you pack',
      source: GIFFORDS_REGISTRATION,
      sourceKind: 'secondary',
      checkedOn: '2026-11-27',
    },
    {
      title: 'Register within 5 days of arrival',
      detail:
        'Register every firearm with the chief of police of your county within five days after you or the firearm arrive, whichever is later. On Oahu that is the Honolulu Police Department Firearms Unit.',
      timing: 'Within 5 days after arrival',
      ...hrs134_3,
    },
    {
      title: 'Expect fingerprints and a photo',
      detail:
        'When you register a firearm brought from out of state, the police fingerprint and photograph you (unless they already have them on file) and run a background check.',
      ...hrs134_3,
    },
    {
      title: 'Buying in Hawaii later needs a permit',
      detail:
        'To acquire a firearm in Hawaii you need a permit to acquire from the police. You must be at least 21 and are fingerprinted and photographed; for a handgun you also show proof of firearms training.',
      timing: 'After you arrive',
      source: HRA_GUN_LAWS,
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
      sourceDate: 'summary updated May 5, 2025',
    },
  ],
  sections: [
    {
      title: 'Keeping and carrying a firearm before it is registered',
      description:
        'From the port, the airport or the moving truck to your home, and from home to the police station to register: where a firearm may be, and what to do if one goes missing.',
      rules: [
        {
          label: 'Where firearms and ammunition stay',
          when: 'At your home, business or place you are staying',
          note: 'Without a licence to carry, firearms and ammunition must be kept at your place of business, residence or sojourn. You may carry them unloaded, in an enclosed container, between those places when you move, and between them and a police station, a place of repair, a target range, a licensed dealer, a firearms show or a training course (HRS 134-23 to 134-27, as Giffords Law Center summarizes them).',
          source: GIFFORDS_LOCATIONS,
          sourceKind: 'secondary',
          checkedOn: '2026-11-27',
        },
        {
          label: 'A firearm left in a vehicle',
          when: 'Locked in a safe storage box, out of sight',
          note: 'Leaving a firearm, loaded or not, in a vehicle out of your immediate possession or control is an offense unless it is locked in a safe or tamper-resistant container that cannot be seen from outside. A locked trunk or glove box alone does not count. A petty misdemeanor (HRS 134-9.3, read from a copy of the statute).',
          source: HRS_134_9_3_COPY,
          sourceKind: 'secondary',
          checkedOn: '2026-11-27',
        },
        {
          label: 'A firearm lost, stolen or destroyed',
          when: 'Report it to the police within 24 hours',
          note: 'Report within 24 hours of finding out, to the police of the county where you live and of the county where it happened, with its caliber, make, model, manufacturer and serial number (HRS 134-29, read from a copy of the statute). This applies during the move too.',
          source: HRS_134_29_COPY,
          sourceKind: 'secondary',
          checkedOn: '2026-11-27',
        },
      ],
    },
  ],
  costs: [
    {
      label: 'Registration and fingerprint fees',
      amount: 'Ask the HPD Firearms Unit',
      note: "HPD's firearms rules (proposed in its notice of Dec 2023) cover the fees for registering firearms. We could not read HPD's current fee schedule, so we show no figure; ask the Firearms Unit or check HPD's firearms page before you go.",
      ...hpdNotice,
    },
  ],
  documents: [
    {
      name: 'Details of each firearm',
      detail:
        'Manufacturer and importer, model, type of action, caliber or gauge and serial number (as listed in an older copy of HRS 134-3(b); HPD’s form may ask for more).',
      source: HRS_134_3_OLDER_COPY,
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
    },
    {
      name: 'PCS orders',
      detail: 'To show when you arrived.',
      source: 'product spec',
      sourceKind: 'advice',
    },
  ],
  deadlines: [
    {
      label: 'Anyone under 21',
      when: 'Prohibited: may not bring a firearm into Hawaii',
      note: 'Giffords Law Center’s summary of Hawaii law. A permit to acquire a firearm in Hawaii also requires age 21. Read the current HRS chapter 134 or ask the HPD Firearms Unit before you pack.',
      source: GIFFORDS_REGISTRATION,
      sourceKind: 'secondary',
      checkedOn: '2026-11-27',
    },
    {
      label: 'Register firearms brought into Hawaii',
      when: 'Within 5 days after you or the firearm arrive, whichever is later',
      note: 'HRS 134-3(a). Older versions of the statute said three days, and some guides say "72 hours"; the text quoted in 2018 says five. Read the current text at capitol.hawaii.gov.',
      ...hrs134_3,
    },
    {
      label: 'Assault pistols, automatic firearms, short-barreled rifles and shotguns, silencers',
      when: 'Prohibited: do not bring them (HRS 134-8(a))',
      note: 'Also explosives and armor-piercing or exploding ammunition. A crime with criminal penalties under HRS 134-8. Quoted from the statute as it stood in 2006; check the current text before you pack.',
      ...hrs134_8,
    },
    {
      label: 'Pistol magazines over 10 rounds',
      when: 'Prohibited: do not bring them (HRS 134-8(c))',
      note: 'Any detachable magazine holding more than 10 rounds that is designed for or can be used with a pistol, including rifle magazines that also fit a pistol. A crime with criminal penalties under HRS 134-8. Read from Giffords Law Center’s quotation of the statute; read the current text at capitol.hawaii.gov for the narrow exception for magazines permanently modified to hold 10 or fewer.',
      source: GIFFORDS_MAGAZINES,
      sourceKind: 'secondary',
      checkedOn: '2026-11-28',
    },
    {
      label: 'Bump fire stocks, multiburst trigger activators and trigger cranks',
      when: 'Prohibited: do not bring them (HRS 134-8.5)',
      note: 'Importing or possessing one is a class C felony. Read from a copy of the statute; check the current text at capitol.hawaii.gov.',
      source: HRS_134_8_5_COPY,
      sourceKind: 'secondary',
      checkedOn: '2026-11-23',
    },
  ],
  officialLinks: [
    {
      label: 'Honolulu Police Department: Firearms',
      url: HPD_FIREARMS_PAGE,
      ...hpdNotice,
    },
    {
      label: 'Hawaii Revised Statutes, chapter 134 (firearms)',
      url: HRS_134,
      source: HRS_134,
      sourceKind: 'official',
      checkedOn: '2026-11-23',
    },
  ],
  internalLinks: [],
  contacts: [
    {
      name: 'HPD Firearms Unit',
      description: 'Where Oahu residents register firearms and apply for permits.',
      address: '801 S. Beretania St., Honolulu, HI 96813',
      hours: 'Mon–Fri, 7:45 a.m.–4:30 p.m.',
      website: HPD_FIREARMS_PAGE,
      notes:
        "Address and hours from HPD's public notice of December 2023. Check HPD's firearms page for current hours and whether you need an appointment before you go.",
      ...hpdNotice,
    },
  ],
  shippingCompanies: [],
  ports: [],
  airlines: [],
}
