export { AccountMenu } from './components/AccountMenu'
