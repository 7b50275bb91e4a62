// Sources that more than one guide cites.

// Sources used more than once.
export const DTMO_PET_FAQ =
  'https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/pet-transportation-allowance/'
export const DAF_PET_RECEIPTS =
  'https://www.edwards.af.mil/News/AFMC-News/Article/3631121/daf-sets-documentation-requirements-for-pet-travel-expense-reimbursement/'
/** HDOA's own page; we could not read it, so it is a link, never a fact's source. */
export const HDOA_AQS_PAGE = 'https://hdoa.hawaii.gov/ai/aqs/aqs-info/'
/** The governor's news release on the 2018 rule change (the archived governorige.hawaii.gov site). */
export const HDOA_RULES_2018 =
  'https://governorige.hawaii.gov/newsroom/latest-news/news-release-on-new-rabies-quarantine-rules/'
export const HDOA_BLOOD_TEST_2005 =
  'https://hdoa.hawaii.gov/blog/news-releases/news-release-august-23-2005/'
export const HAR_4_29_9 = 'https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-4-29-9'
export const KAUAI_HUMANE = 'https://kauaihumane.org/service/direct-release-and-quarantine/'
export const STARWOOD_IMPORT_FORM = 'https://www.starwoodpet.com/knowledge/hawaii-import-form'
export const HDOA_AQS_INFO_MENTION =
  'https://staradvertiser.com/2024/02/06/hawaii-news/kokua-line/kokua-line-can-dog-skip-quarantine-for-the-weekend'
export const AQS_ADDRESS_NEWS = 'https://staradvertiser.com/?p=702261'
export const MCBH_TEMP_HOUSING =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'
export const HRS_134 =
  'https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/hrs0134/HRS_0134-.htm'
/** HRS 134-8 as quoted, in full, by a 2006 bill on the Legislature's own site. */
export const HRS_134_8_IN_HB2996 = 'https://www.capitol.hawaii.gov/session2006/bills/HB2996_.htm'
/** HRS 134-3(a) as quoted, in full, by a 2018 bill (a copy of the bill, not the Legislature's site). */
export const HRS_134_3_IN_SB2265 =
  'https://amgoa.org/gun-law-texts/Hawaii/2018/SB2265-Introduced-2018-01-19.html'
export const HRS_134_8_5_COPY =
  'https://www.lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_134-8-5'
export const HRA_GUN_LAWS = 'https://hawaiirifleassociation.org/hawaii-gun-laws'
export const HPD_FIREARMS_NOTICE =
  'https://statelegals.staradvertiser.com/2023/12/10/0001439767-01/'
export const HPD_FIREARMS_PAGE = 'https://www.honolulupd.org/police-services/firearms/'
export const MATSON_CAR_FAQ =
  'https://www.matson.com/frequently-asked-questions-for-shipping-your-car.html'
/** Matson's car FAQ, read once for the vehicle and boat guides: the page and the day together. */
export const MATSON_CAR_FAQ_FACT = {
  source: MATSON_CAR_FAQ,
  sourceKind: 'official',
  checkedOn: '2026-11-23',
} as const
export const PASHA_SAN_DIEGO = 'https://pashahawaii.com/print/53'
export const PASHA_OVERSIZE_FAQ =
  'https://www.pashahawaii.com/resources/oversize-cargo/oversize-cargo-faq'
export const AF_POV = 'https://www.af.mil/ppa/'
export const HONOLULU_OUT_OF_STATE_PERMIT =
  'https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/'
export const MOS_PCS_MOVES =
  'https://www.militaryonesource.mil/moving-housing/moving/pcs-and-military-moves/'
export const MOVE_MIL_NOTICE = 'https://move.mil/moving-guide'
export const DOBOR_REGISTRATION =
  'https://dlnr.hawaii.gov/dobor/boating-in-hawaii/registering-and-numbering-your-vessel/'
export const DOBOR_FORMS = 'https://dlnr.hawaii.gov/dobor/forms/'
