export {
  ExternalLink,
  ExternalButton,
  type ExternalLinkProps,
  type ExternalButtonProps,
} from './ExternalLink'
