// Sources and shipping lines that more than one guide cites.
import type { ShippingCompany } from './types'

export const CHECKED_ON = '2026-11-22'

// Sources used more than once.
export const DTMO_PET_FAQ =
  'https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/pet-transportation-allowance/'
export const DOD_PET_NEWS =
  'https://www.defense.gov/News/News-Stories/Article/Article/3684185/service-members-get-new-benefit-pet-travel-allowance/'
export const HDOA_FAQ_COPY =
  'https://propetspassion.com/frequently-asked-questions-regarding-animal-quarantine/'
export const HDOA_RULES_2018 =
  'https://www.newcanaannewsonline.com/news/article/Hawaii-revises-rules-to-rabies-quarantine-program-13179142.php'
export const HDOA_BLOOD_TEST_2005 =
  'http://hdoa.hawaii.gov/blog/news-releases/news-release-august-23-2005/'
export const KAUAI_HUMANE = 'https://kauaihumane.org/service/direct-release-and-quarantine/'
export const HDOA_AQS_INFO_MENTION =
  'https://staradvertiser.com/2024/02/06/hawaii-news/kokua-line/kokua-line-can-dog-skip-quarantine-for-the-weekend'
export const MCBH_TEMP_HOUSING =
  'https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing'
export const GIFFORDS_REGISTRATION = 'https://giffords.org/registration-of-firearms-in-hawaii'
export const GIFFORDS_MAGAZINES =
  'https://lawcenter.giffords.org/large-capacity-magazines-in-hawaii/'
export const HPD_FIREARMS_NOTICE =
  'https://statelegals.staradvertiser.com/2023/12/10/0001439767-01/'
export const MATSON_CAR_FAQ =
  'https://www.matson.com/frequently-asked-questions-for-shipping-your-car.html'
export const PASHA_VEHICLE_GUIDE =
  'https://scribd.com/document/694460584/pasha-hawaii-guide-preparing-your-vehicle-shipment'
export const PASHA_SAN_DIEGO = 'https://pashahawaii.com/print/53'
export const PASHA_OVERSIZE_FAQ =
  'https://www.pashahawaii.com/resources/oversize-cargo/oversize-cargo-faq'
export const AF_POV = 'https://www.af.mil/ppa/'
export const HONOLULU_OUT_OF_STATE_PERMIT =
  'https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/'
export const HAWAII_MILITARY_GUIDE_2025_TRANSPORT =
  'http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/74'
export const JTR_CHANGES_GPC =
  'https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes/?smdpage37454=14&smdsort37454=effectivedate'
export const MOS_PCS_MOVES =
  'https://www.militaryonesource.mil/moving-housing/moving/pcs-and-military-moves/'
export const MOVE_MIL_NOTICE = 'https://move.mil/moving-guide'
export const DOBOR_REGISTRATION =
  'https://dlnr.hawaii.gov/dobor/boating-in-hawaii/registering-and-numbering-your-vessel/'
export const DOBOR_FORMS = 'https://dlnr.hawaii.gov/dobor/forms/'

export const MATSON: ShippingCompany = {
  name: 'Matson',
  description:
    'Ships cars from Long Beach, Oakland, Seattle and Tacoma to Honolulu, Hilo, Kahului and Nawiliwili. Boats, RVs and oversized vehicles are quoted one by one.',
  phone: '800-4Matson',
  website: 'https://www.matson.com',
  source: MATSON_CAR_FAQ,
  checkedOn: CHECKED_ON,
}

export const PASHA_HAWAII: ShippingCompany = {
  name: 'Pasha Hawaii',
  description:
    'Ships vehicles between San Diego and Hawaii. Vehicles must be clean, free of personal items and between 1/8 and 1/4 tank of fuel.',
  phone: '1-866-393-9831',
  website: 'https://www.pashahawaii.com',
  notes:
    "Pasha's liability for vehicle damage is limited to $3,000 unless you buy extra (Shipper's Interest) insurance.",
  source: PASHA_SAN_DIEGO,
  checkedOn: CHECKED_ON,
}
