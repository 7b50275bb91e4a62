export { Section, CardGrid, type SectionProps, type CardGridProps } from './Section'
