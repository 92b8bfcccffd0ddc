import type { AccessLevel, Content, ImprovementCategory } from '@stuga/shared';

/** The About page of a new installation. */
export const aboutContent: Content = {
  definition: {
    term: 'Stuga',
    definition:
      'A stuga (plural stugor) is a small Swedish cottage, often painted Falu red with white corners, ' +
      'where families spend long summer days by the water and quiet winter weekends by the stove.',
  },
  about: {
    title: 'About our stuga',
    description:
      'This site keeps a shared holiday house running for the families and friends who use it: ' +
      'who comes when, what the house needs, and how everything works once you are there.',
    house: {
      title: 'The house',
      description:
        'A timber cottage from the 1930s with four bedrooms, a wood-fired sauna, a jetty and a ' +
        'rowing boat. It sleeps eight, ten if someone takes the loft.',
    },
    setting: {
      title: 'The setting',
      description:
        'On the shore of a small lake in the forests of Värmland, twenty minutes from the nearest ' +
        'shop. Swimming in summer, mushrooms in autumn, skating when the ice holds.',
    },
    technology: {
      title: 'The technology',
      description:
        'A private web app in TypeScript: React in the browser, Fastify and a SQLite or PostgreSQL ' +
        'database on the server, and stay planning that never lets two stays overlap.',
    },
  },
};

/** The Sub page's message. */
export const subPageMessage = 'Välkommen! The kettle is on and the lake is warm enough for a swim.';

/** Where the house is, shown with the contact directory. */
export const contactLocation = {
  name: 'Stugan vid sjön',
  address: 'Sjövägen 12, 686 93 Sunne, Sweden',
  description: 'Follow the gravel road past the red barn; the house is the last one by the water.',
};

export const contacts = [
  {
    name: 'Karin Ekström',
    role: 'House manager',
    email: 'karin@example.org',
    phone: '+46 70 123 45 67',
    whatsapp: '+46 70 123 45 67',
    description: 'Keys, bookings and anything about the house.',
  },
  {
    name: 'Lars Nilsson',
    role: 'Neighbour',
    email: null,
    phone: '+46 70 765 43 21',
    whatsapp: null,
    description: 'Lives across the road and keeps an eye on the house in winter.',
  },
];

export const guides = [
  {
    type: 'house',
    title: 'House guide',
    description: 'How the house works, from arrival to departure.',
    sections: [
      {
        id: 'arrival',
        title: 'Arrival',
        images: ['/p/house.jpg'],
        content:
          '## Getting in\n\nThe key box is left of the front door. Its code is on At the house, from the day before you arrive until you leave: look at it once before you leave home.\n\n' +
          '1. Open the main water valve under the kitchen sink.\n2. Switch on the fuse marked **Varmvatten**.\n' +
          '3. Light the stove if the house is cold.',
      },
      {
        id: 'sauna',
        title: 'Sauna',
        content:
          '## The wood-fired sauna\n\nFill the water tank before lighting. It takes about *an hour* to heat.\n\n' +
          '- Use only the dry birch from the shed\n- Never leave the fire unattended\n- Close the damper when the embers are out',
      },
      {
        id: 'departure',
        title: 'Departure checklist',
        content:
          '## Before you leave\n\n- Strip the beds and start the washing machine\n- Empty the fridge\n' +
          '- Close the water valve in winter\n- Put the key back in the box',
      },
    ],
  },
  {
    type: 'area',
    title: 'Area guide',
    description: 'The lake, the forest and the village.',
    sections: [
      {
        id: 'lake',
        title: 'The lake',
        images: ['/p/lake.jpg', '/p/forest.jpg'],
        content:
          '## Swimming and boating\n\nThe jetty has a ladder; the water is deep at the end. Life jackets hang in the boat house.',
      },
      {
        id: 'shops',
        title: 'Shops and services',
        content:
          '## In Sunne\n\n- **ICA Supermarket**: open every day until 21\n- **Systembolaget**: closed on Sundays\n' +
          '- Pharmacy next to the square',
      },
    ],
  },
];

export const improvements: {
  title: string;
  description: string;
  price: number;
  category: ImprovementCategory;
  priority: number;
}[] = [
  {
    title: 'New jetty boards',
    description: 'Replace the worn boards of the jetty before they split.',
    price: 18000,
    category: 'exterior',
    priority: 3,
  },
  {
    title: 'Sauna stove',
    description: 'A new wood-fired stove for the sauna; the old one is cracked.',
    price: 12000,
    category: 'utilities',
    priority: 2,
  },
  {
    title: 'Two kayaks',
    description: 'Stable touring kayaks so more than two people can be on the lake at once.',
    price: 9000,
    category: 'other',
    priority: 1,
  },
  {
    title: 'Air-to-air heat pump',
    description: 'Keeps the house above freezing in winter at a fraction of the electricity cost.',
    price: 35000,
    category: 'utilities',
    priority: 2,
  },
  {
    title: 'Garden furniture',
    description: 'A table and benches for eight on the lawn.',
    price: 6000,
    category: 'garden',
    priority: 0,
  },
];

/** How members give to house improvements: two payment apps on one shared number. */
export const donationPayment = { apps: ['Swish', 'MobilePay'], phone: '070-123 45 67' };

/** Sample members: they fill the timeline and cannot log in. */
export const sampleMembers: {
  email: string;
  first_name: string;
  last_name: string;
  access_level: AccessLevel;
}[] = [
  {
    email: 'astrid@example.org',
    first_name: 'Astrid',
    last_name: 'Lindqvist',
    access_level: 'trusted',
  },
  {
    email: 'erik@example.org',
    first_name: 'Erik',
    last_name: 'Johansson',
    access_level: 'trusted',
  },
  { email: 'maja@example.org', first_name: 'Maja', last_name: 'Berg', access_level: 'verified' },
];

/**
 * The same sample content for a Swedish house (`SEED_LANGUAGE=sv`): a house whose families read
 * Swedish starts with Swedish samples, not with English ones under Swedish menus.
 */
export const swedishContent = {
  about: {
    definition: {
      term: 'Stuga',
      definition:
        'En stuga är ett litet svenskt hus, ofta faluröd med vita knutar, där familjer tillbringar ' +
        'långa sommardagar vid vattnet och stilla vinterhelger vid kaminen.',
    },
    about: {
      title: 'Om vår stuga',
      description:
        'Här sköter familjerna och vännerna som delar huset det gemensamma: vem som kommer när, ' +
        'vad huset behöver och hur allt fungerar när man väl är där.',
      house: {
        title: 'Huset',
        description:
          'En timmerstuga från 1930-talet med fyra sovrum, vedeldad bastu, brygga och roddbåt. ' +
          'Åtta sover här, tio om någon tar loftet.',
      },
      setting: {
        title: 'Omgivningen',
        description:
          'Vid stranden av en liten sjö i de värmländska skogarna, tjugo minuter från närmaste ' +
          'affär. Bad på sommaren, svamp på hösten, skridsko när isen bär.',
      },
      technology: {
        title: 'Tekniken',
        description:
          'En privat webbapp i TypeScript: React i webbläsaren, Fastify och en SQLite- eller ' +
          'PostgreSQL-databas på servern, och vistelseplanering som aldrig låter två vistelser krocka.',
      },
    },
  } satisfies Content,
  subPageMessage: 'Välkommen! Kaffet är på och sjön är varm nog för ett dopp.',
  contactLocation: {
    name: 'Stugan vid sjön',
    address: 'Sjövägen 12, 686 93 Sunne',
    description: 'Följ grusvägen förbi den röda ladan; huset är det sista vid vattnet.',
  },
  contacts: [
    { ...contacts[0]!, role: 'Husansvarig', description: 'Nycklar, bokningar och allt om huset.' },
    {
      ...contacts[1]!,
      role: 'Granne',
      description: 'Bor på andra sidan vägen och håller ett öga på huset på vintern.',
    },
  ],
  guides: [
    {
      type: 'house',
      title: 'Husguide',
      description: 'Hur huset fungerar, från ankomst till avresa.',
      sections: [
        {
          id: 'arrival',
          title: 'Ankomst',
          images: ['/p/house.jpg'],
          content:
            '## Att komma in\n\nNyckelskåpet sitter till vänster om ytterdörren. Koden finns under I huset, ' +
            'från dagen före ankomst tills du reser: titta på den en gång innan du åker hemifrån.\n\n' +
            '1. Öppna huvudkranen under diskbänken.\n2. Slå på säkringen märkt **Varmvatten**.\n' +
            '3. Elda i kaminen om huset är kallt.',
        },
        {
          id: 'sauna',
          title: 'Bastu',
          content:
            '## Den vedeldade bastun\n\nFyll vattentanken innan du eldar. Det tar ungefär *en timme* att värma upp.\n\n' +
            '- Använd bara den torra björkveden från boden\n- Lämna aldrig elden utan tillsyn\n' +
            '- Stäng spjället när glöden har slocknat',
        },
        {
          id: 'departure',
          title: 'Inför avresan',
          content:
            '## Innan du åker\n\n- Ta av sängkläderna och starta tvättmaskinen\n- Töm kylskåpet\n' +
            '- Stäng vattnet på vintern\n- Lägg tillbaka nyckeln i skåpet',
        },
      ],
    },
    {
      type: 'area',
      title: 'Områdesguide',
      description: 'Sjön, skogen och byn.',
      sections: [
        {
          id: 'lake',
          title: 'Sjön',
          images: ['/p/lake.jpg', '/p/forest.jpg'],
          content:
            '## Bad och båt\n\nBryggan har en badstege; vattnet är djupt längst ut. Flytvästarna hänger i båthuset.',
        },
        {
          id: 'shops',
          title: 'Affärer och service',
          content:
            '## I Sunne\n\n- **ICA Supermarket**: öppet alla dagar till 21\n- **Systembolaget**: stängt på söndagar\n' +
            '- Apoteket vid torget',
        },
      ],
    },
  ] satisfies typeof guides,
  improvements: [
    {
      ...improvements[0]!,
      title: 'Nya brädor på bryggan',
      description: 'Byt bryggans slitna brädor innan de spricker.',
    },
    {
      ...improvements[1]!,
      title: 'Bastuaggregat',
      description: 'En ny vedeldad kamin till bastun; den gamla har spruckit.',
    },
    {
      ...improvements[2]!,
      title: 'Två kajaker',
      description: 'Stabila turkajaker, så att fler än två kan vara ute på sjön samtidigt.',
    },
    {
      ...improvements[3]!,
      title: 'Luft-luftvärmepump',
      description: 'Håller huset frostfritt på vintern för en bråkdel av elkostnaden.',
    },
    {
      ...improvements[4]!,
      title: 'Trädgårdsmöbler',
      description: 'Ett bord och bänkar för åtta på gräsmattan.',
    },
  ],
  /** The sample plans' titles, in the order of the English ones. */
  planTitles: ['Höstvecka', 'Fisketur', 'Familjebesök', 'Långhelg'],
  /** What the sample photos show, by photo. */
  scenes: {
    'lake-morning': 'Sjön en stilla morgon',
    'midsummer-evening': 'En midsommarafton vid huset',
    'autumn-forest': 'Skogen bakom huset på hösten',
    'winter-shore': 'Stranden på vintern',
    'jetty-sunset': 'Bryggan i solnedgången',
    'sauna-night': 'Bastun upplyst en kväll',
  } as Record<string, string>,
};
