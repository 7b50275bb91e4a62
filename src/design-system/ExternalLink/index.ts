export {
  ExternalLink,
  ExternalButton,
  WebsiteButton,
  type ExternalLinkProps,
  type ExternalButtonProps,
  type WebsiteButtonProps,
} from './ExternalLink'
