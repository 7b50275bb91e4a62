// Each page's meta description: one line on what it offers. Only prerendering reads these, so
// they stay out of the code every page loads.
export const routeDescriptions: Readonly<Record<string, string>> = {
  '/': 'Free relocation tools for military families moving to Hawaii.',
  '/welcome': 'Our mission, a welcome video and how to reach your VHP sponsor.',
  '/auth': 'Sign in or create a free account to save your checklist progress.',
  '/reset-password': 'Choose a new password with the link from your email.',
  '/account': 'Change your password or email, download your data or delete your account.',
  '/calculators/credit': 'See the Veteran Home Program credit for a home price.',
  '/calculators/assumption-cruncher':
    'Compare assuming a VA loan plus gap financing with a new loan at today’s rate.',
  '/pcs-toolkit/hawaii-checklist':
    'Twenty steps for a move to Hawaii, with your progress saved when you sign in.',
  '/pcs-toolkit/pet-travel':
    'Rabies quarantine rules, fees and timing for bringing a dog or cat to Hawaii.',
  '/pcs-toolkit/firearms-pcs': 'Registration deadlines, permits and what Hawaii law prohibits.',
  '/pcs-toolkit/vehicle-shipping':
    'Government and commercial vehicle shipping, costs, timing and registration.',
  '/pcs-toolkit/boat-shipping': 'Costs, timing and preparation for shipping a boat to Hawaii.',
  '/pcs-toolkit/storage-facilities':
    'Self-storage near Oahu’s bases, with military discounts and tips.',
  '/pcs-toolkit/hawaii-schools':
    'Find and compare schools, and the resources for military-connected students.',
  '/pcs-toolkit/hawaii-crime-safety':
    'Where to research neighborhood safety on Oahu, and what to ask.',
  '/pcs-toolkit/tla-hotels':
    'Temporary lodging on Oahu: military lodging and hotels, pet policies and TLA notes.',
  '/housing/va-homes':
    'Search homes for sale on Oahu and see the VA loan benefits and veteran credit.',
  '/housing/verified-rentals': 'Rental areas near the bases and a checklist to avoid rental scams.',
  '/housing/va-assumptions':
    'How assuming a seller’s low-rate VA loan works, step by step, with an example.',
  '/housing/base-housing':
    'On-base housing at Oahu’s four main installations: waitlists, contacts and tips.',
  '/housing/new-construction': 'New homes on Oahu: the new construction credit and what to expect.',
  '/programs': 'The Veteran Home Program: veteran credit, property management and new builds.',
  '/resources': 'Free tools and guides for a move to Hawaii, including the VA assumption guide.',
  '/sources':
    'Every fee, phone number and rule on this site with its source, kind and age; report a problem.',
  '/contact': 'Send a message to your VHP sponsor.',
  '/member-forum': 'A preview of the member forum for military families moving to Hawaii.',
  '/suggestion-box': 'Tell us what would make your move to Hawaii easier.',
  '/search': 'Search every guide, rule and contact on the site, by word or by shorthand.',
}
