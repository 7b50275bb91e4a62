// Which data each page shows, for the public register of facts (/sources) and the facts check.
// A module listed under a page counts as shown there; add a page's new data module here.
import * as checklist from './checklist'
import * as community from './community'
import * as calculatorNumbers from './calculator-numbers'
import * as crimeSafety from './crime-safety'
import * as deadlineRules from './deadline-rules'
import * as baseCards from './base-cards'
import * as bahRates from './bah-rates'
import * as bahResource from './bah-resource'
import * as cola from './cola'
import * as boats from './guides/boats'
import * as firearms from './guides/firearms'
import * as pets from './guides/pets'
import * as vehicles from './guides/vehicles'
import * as hawaiiInstallations from './hawaii-installations'
import * as home from './home'
import * as installationBasics from './installation-basics'
import * as installations from './installations'
import * as newConstruction from './new-construction'
import * as programs from './programs'
import * as rentals from './rentals'
import * as schoolGrades from './school-grades'
import * as schools from './schools'
import * as storage from './storage'
import * as tlaHotels from './tla-hotels'
import * as tlaSteps from './tla-steps'
import * as vaAssumptions from './va-assumptions'
import * as vaFundingFee from './va-funding-fee'
import * as vaHomes from './va-homes'
import type { PagePath } from './pages'

export interface RegisterPageData {
  /** A page of src/data/pages.ts: a path no page has fails to compile. */
  readonly path: PagePath
  readonly data: readonly object[]
}

export const registerPages: readonly RegisterPageData[] = [
  { path: '/', data: [home, baseCards] },
  { path: '/calculators/credit', data: [calculatorNumbers] },
  { path: '/calculators/assumption-cruncher', data: [calculatorNumbers, vaFundingFee] },
  {
    path: '/pcs-toolkit/hawaii-checklist',
    data: [checklist, deadlineRules, tlaSteps, schoolGrades],
  },
  { path: '/pcs-toolkit/pet-travel', data: [pets] },
  { path: '/pcs-toolkit/firearms-pcs', data: [firearms] },
  { path: '/pcs-toolkit/vehicle-shipping', data: [vehicles] },
  { path: '/pcs-toolkit/boat-shipping', data: [boats] },
  { path: '/pcs-toolkit/storage-facilities', data: [storage] },
  { path: '/pcs-toolkit/hawaii-schools', data: [schools] },
  { path: '/pcs-toolkit/hawaii-crime-safety', data: [crimeSafety] },
  { path: '/pcs-toolkit/tla-hotels', data: [tlaHotels] },
  { path: '/housing/va-homes', data: [vaHomes, installationBasics] },
  { path: '/housing/verified-rentals', data: [rentals] },
  {
    path: '/housing/bah',
    data: [bahRates, hawaiiInstallations, bahResource, cola],
  },
  { path: '/housing/va-assumptions', data: [vaAssumptions] },
  { path: '/housing/base-housing', data: [installations] },
  { path: '/housing/new-construction', data: [newConstruction] },
  { path: '/programs', data: [programs] },
  { path: '/contact', data: [community] },
]
