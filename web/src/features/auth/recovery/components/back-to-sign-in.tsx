import { recoveryWords } from '@swapsies/contract';
import { Link } from 'react-router';
import shell from '@/components/ui/page-shell.module.css';
import { paths } from '@/lib/paths.ts';

/** The closing link of the recovery pages, under their card's content. */
export function BackToSignIn() {
  return (
    <ul className={shell.links}>
      <li>
        <Link to={paths.login}>{recoveryWords.backToSignIn}</Link>
      </li>
    </ul>
  );
}
