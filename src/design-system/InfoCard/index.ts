export { InfoCard, type InfoCardProps } from './InfoCard'
