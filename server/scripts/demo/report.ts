/** The text `npm run demo` prints at the end: the logins to try first, every login, the totals. */
import { story } from './data/people.ts';
import { DEMO_PASSWORD, type DemoResult } from './load.ts';

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column >= 3 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

export function formatReport(result: DemoResult): string {
  const { plan, accounts, totals } = result;
  const account = (login: string) => accounts.find((a) => a.login === login);
  const firstName = (login: string) => plan.members.find((m) => m.handle === login)?.firstName ?? login;
  const main = account(plan.main);
  const charity = plan.charities[0] ? account(plan.charities[0].number) : undefined;
  const admirers = story.admirers.map((a) => firstName(a.member)).join(' and ');

  const tryFirst: string[] = [];
  if (main) {
    tryFirst.push(
      `  ${main.login.padEnd(16)}${main.name}, ${main.where}: ${main.friends} friends, ${main.matches} matches ` +
        `(swap, pint and charity). ${admirers} like her things, so liking theirs in Seek makes a match.`,
    );
  }
  if (charity) {
    tryFirst.push(
      `  ${charity.login.padEnd(16)}${charity.name} (a charity): its followers' charity items, ${charity.matches} matches.`,
    );
  }

  const rows = accounts.map((a) => [
    a.login,
    a.kind === 'charity' ? `${a.name} (charity)` : a.name,
    a.where,
    a.kind === 'charity' ? '' : String(a.friends),
    a.kind === 'charity' ? '' : String(a.items),
    String(a.matches),
  ]);
  return [
    `Password for every demo account: ${DEMO_PASSWORD}`,
    '',
    'Sign in first as:',
    ...tryFirst,
    '',
    'Every login:',
    ...table(['Login', 'Name', 'Where', 'Friends', 'Items', 'Matches'], rows).map((line) => `  ${line}`),
    '',
    `Totals: ${totals.members} members, ${totals.charities} charities, ${totals.friendships} friendships, ` +
      `${totals.items} items, ${totals.likes} likes, ${totals.matches} matches.`,
  ].join('\n');
}
