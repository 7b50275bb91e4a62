import Typography from '@mui/material/Typography'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import VerifiedIcon from '@mui/icons-material/Verified'
import { INSTALLATION_BASICS } from '@/data/installation-basics'
import {
  BASE_RADIUS_SEARCHES,
  ISLAND_MARKETS,
  SAMPLE_PRICE_LABEL,
  VA_AREA_LISTINGS,
  VA_HOMES_MAIN_SEARCH,
  VA_LENDER_CARDS,
  VA_LOAN_BENEFITS,
  VA_NEW_DEVELOPMENT,
} from '@/data/va-homes'
import {
  CardGrid,
  ExternalButton,
  ExternalLink,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  VisuallyHidden,
} from '@/design-system'
import { formatDollars } from '@/format'
import { factsNote } from '@/lib/facts/note'
import { BahPointer } from '../components/BahPointer'
import { SponsorIntroCard } from '../components/SponsorIntroCard'
import { areaCreditBadge, newBuildRateText, veteranCreditRateText } from '../model/area-credit'

const baseName = (id: string) => INSTALLATION_BASICS.find((base) => base.id === id)

/** VA homes for sale: searches, what a VA loan gives you, sample areas with the credit, partners. */
export function VaHomesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="VA homes for sale"
        lead={VA_HOMES_MAIN_SEARCH.description}
        actions={
          <ExternalButton href={VA_HOMES_MAIN_SEARCH.url} color="accent" size="large">
            {VA_HOMES_MAIN_SEARCH.label}
          </ExternalButton>
        }
      />

      <Section title="What a VA loan gives you">
        <CardGrid>
          {VA_LOAN_BENEFITS.map((benefit) => (
            <InfoCard key={benefit.id} title={benefit.title} icon={<VerifiedIcon />}>
              {benefit.description}
              <SourceNote {...factsNote([benefit])} spacing={1.5} />
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        title="Homes by area"
        description={`Each badge shows the Veteran Home Program credit for the sample price: ${veteranCreditRateText}. The new construction card shows the ${newBuildRateText} new build credit toward closing costs instead. ${SAMPLE_PRICE_LABEL}`}
      >
        <CardGrid columns={4}>
          {VA_AREA_LISTINGS.map((area) => (
            <ListingCard
              key={area.title}
              title={area.title}
              subtitle={area.description}
              badges={[{ label: areaCreditBadge(area).label, tone: 'success' }]}
              facts={[{ label: 'Sample price', value: formatDollars(area.samplePrice) }]}
              actions={<ExternalLink href={area.url}>{`Search homes: ${area.title}`}</ExternalLink>}
            />
          ))}
        </CardGrid>
      </Section>

      <Section title="Search near your base">
        <BahPointer lead="Weighing a mortgage against your housing allowance?" />
        <CardGrid columns={4}>
          {BASE_RADIUS_SEARCHES.map((search) => (
            <InfoCard
              key={search.installationId}
              title={baseName(search.installationId)?.cardTitle ?? search.label}
              actions={
                <ExternalButton href={search.url} variant="outlined" fullWidth>
                  {'Map search '}
                  <VisuallyHidden>{`(${search.label})`}</VisuallyHidden>
                </ExternalButton>
              }
            >
              {search.description}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section title="Island markets">
        <CardGrid>
          {ISLAND_MARKETS.map((market) => (
            <ListingCard
              key={market.island}
              title={market.island}
              facts={[
                { label: 'Areas', value: market.areas.join(', ') },
                ...(market.medianPrice
                  ? [{ label: 'Median prices', value: market.medianPrice.text }]
                  : []),
              ]}
            >
              {market.medianPrice ? (
                <SourceNote {...factsNote([market.medianPrice])} spacing={1.5} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  We have not found a recent median price we can cite for this island.
                </Typography>
              )}
            </ListingCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        title="VA lenders"
        description="We do not list lenders we cannot vouch for. Your VHP sponsor can introduce you to one who fits your move."
      >
        <CardGrid>
          {VA_LENDER_CARDS.map((lender) => (
            <SponsorIntroCard key={lender.id} partner={lender} icon={<AccountBalanceIcon />} />
          ))}
        </CardGrid>
      </Section>

      <Section title="New development">
        <InfoCard
          title={VA_NEW_DEVELOPMENT.title}
          actions={
            <ExternalLink href={VA_NEW_DEVELOPMENT.link.url}>
              {`${VA_NEW_DEVELOPMENT.link.label} website`}
            </ExternalLink>
          }
        >
          {VA_NEW_DEVELOPMENT.description}
          <SourceNote {...factsNote([VA_NEW_DEVELOPMENT])} spacing={1.5} />
        </InfoCard>
      </Section>
    </>
  )
}

export default VaHomesPage
