export { EmailLink, PhoneLink } from './ContactLinks'
