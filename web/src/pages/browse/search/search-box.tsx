import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/i18n';

/** The page's own search field; a blank query does nothing (spec §5, like the hero's). */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useT('browse');
  const id = useId();
  const [q, setQ] = useState(initial);
  useEffect(() => {
    setQ(initial);
  }, [initial]);
  return (
    <form
      role="search"
      className="bw-searchbox"
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim()) onSearch(q.trim());
      }}
    >
      <label htmlFor={id} className="bw-sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={q}
        maxLength={200}
        placeholder={t('search.placeholder')}
        onChange={(e) => setQ(e.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="bw-button bw-button--primary">
        <SearchOutlined aria-hidden="true" /> {t('search.submit')}
      </button>
    </form>
  );
}
