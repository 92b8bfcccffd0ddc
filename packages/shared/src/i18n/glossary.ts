/**
 * One Swedish word for each idea, held by the tests of every catalogue (the screens', the admin
 * screens', the server's messages and the mail). Each entry names the idea, the word to use, and
 * the words that must not stand for it. Add a line here before a new word for an old idea.
 */
export const SWEDISH_GLOSSARY: readonly {
  idea: string;
  use: string;
  notPattern: RegExp;
}[] = [
  {
    idea: "a plan's validity (expiry_date)",
    use: 'gäller till / giltighet; when it passes, the plan "slutar gälla"',
    notPattern: /sista svarsdag|svarsdag|planen går ut|förfrågningar går ut|förfrågan går ut/i,
  },
  {
    idea: "an option of a plan (a stay's dates asked for)",
    use: 'förslag',
    notPattern: /datumförslag/i,
  },
  {
    idea: 'a person with admin rights',
    use: 'administratör (the admin area in the menu: Admin)',
    notPattern: /\b1 Admin\b|en admin\b|admins\b/,
  },
  {
    idea: 'a status',
    use: 'status',
    notPattern: /\bLäge\b/,
  },
  {
    idea: 'a count of minutes, hours or days',
    use: 'a real plural ({n, plural, one {# minut} other {# minuter}})',
    notPattern: /minut\(er\)|dag\(ar\)|timm?e?\(ar\)/,
  },
  {
    idea: 'chosen dates',
    use: 'valda',
    notPattern: /\}\s*valt\b/,
  },
  {
    idea: 'a quotation',
    use: 'Swedish quotation marks: ”Ytterdörren”',
    notPattern: /"/,
  },
  {
    idea: 'the least of something first (fewest nights)',
    use: 'minst',
    notPattern: /färst/i,
  },
  {
    idea: "the draw's seed",
    use: 'lottningens startvärde',
    notPattern: /\bfrö(et)?\b/i,
  },
  {
    idea: 'a vote up or down on an improvement',
    use: 'röst för / röst emot',
    notPattern: /uppröst|nedröst/i,
  },
  {
    idea: 'the kind of a thing (a code, an entry)',
    use: 'typ',
    notPattern: /^Sort$/,
  },
  {
    idea: 'asking the admins',
    use: 'kontakta en administratör',
    notPattern: /svara en administratör/,
  },
];

/** The glossary's lines a catalogue breaks: `key: text (idea → use)`, none when it holds. */
export function glossaryBreaches(catalogue: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(catalogue)) {
    for (const entry of SWEDISH_GLOSSARY) {
      if (entry.notPattern.test(text)) found.push(`${key}: ${text} (${entry.idea} → ${entry.use})`);
    }
  }
  return found;
}
