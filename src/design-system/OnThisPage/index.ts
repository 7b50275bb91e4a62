export { OnThisPage, type OnThisPageProps } from './OnThisPage'
