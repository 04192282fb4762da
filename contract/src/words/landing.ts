/** The landing area's words: the landing page at / and /welcome, and the intro screen at /intro. */

export const landingWords = {
  signIn: 'Sign In',
  /** Why Sign In is inert when signing in on the web is off (read by assistive technology). */
  signInOff: 'signing in on the web is switched off',
  tryIt: 'Try it yourself',
  onThisPage: 'On this page',
  whatIsIt: 'What is it?',
  howItWorks: 'How it works',
  getStarted: 'Get started',
  heroEyebrow: 'Free · Friendly · Made for the UK',
  /** The hero title, its last part emphasised. */
  heroTitle: 'Swap it. Rehome it.',
  heroTitleEmphasis: 'Donate it.',
  heroLead:
    "Swapsies is the friendly way to pass on the things you don't need and find the things you do, with your friends, their friends and the charities you love.",
  matchBadge: "It's a match!",
  heroItems: {
    bike: { name: 'Vintage bike', category: 'Sports & Fitness' },
    book: { name: 'Box of novels', category: 'Books & Reading' },
    plant: { name: 'Monstera cutting', category: 'Home & Garden' },
    headphones: { name: 'Headphones', category: 'Tech & Electronics' },
  },
  whatIsSwapsies: 'What is Swapsies?',
  whatLead:
    'A free social platform for swapping, rehoming and donating unwanted items. Your spare stuff gets a second life, and you get something you actually want, from people you know.',
  features: {
    people: {
      title: 'Swap with people you trust',
      text: 'Trade with your friends and friends of friends, not strangers. Like their things, and when they like yours too, it’s a match.',
    },
    pint: {
      title: 'Rehome it for a pint',
      text: 'Happy to just pass something on? Offer it to friends in Pint mode and settle up over a drink.',
    },
    heart: {
      title: 'Donate to charities you follow',
      text: 'Give your goodies to the UK charities you support. They see what you offer and pick it up from you.',
    },
  },
  howLead: 'Four easy steps from clutter to cheers.',
  steps: [
    {
      title: 'Add your goodies',
      text: 'Snap a few photos of the things you no longer need, pick a category and a safe place to swap.',
    },
    {
      title: 'Seek, like, match',
      text: 'Browse items one at a time. Like what you fancy; when the owner likes something of yours, it’s a match.',
    },
    {
      title: 'Swap and confirm',
      text: 'Chat, meet somewhere public, swap, and both confirm the swap happened.',
    },
    {
      title: 'Pint or donate',
      text: 'Fancy giving instead? Offer an item for a pint with friends, or donate it to a charity you follow.',
      optional: true,
    },
  ],
  /** Before a step's title, for screen readers only. */
  stepNumber: (step: number) => `Step ${step}: `,
  optional: 'Optional',
  tryTitle: 'Try it',
  tryLead: "It's free, it takes two minutes, and your first swap could be this week.",
  introHello: 'Heeey there! x',
  introLead: 'Swap, rehome or donate the things you no longer need, with your friends and their friends.',
  introNew: "I'm new here",
  introHaveAccount: 'I have an account',
} as const;
