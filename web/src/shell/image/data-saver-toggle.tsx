import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { setDataSaver, useDataSaver } from './data-saver';

/** The footer's switch: on, product pictures wait for a tap (it starts as the browser's Save-Data). */
export function DataSaverToggle() {
  const t = useT('common');
  const on = useDataSaver();
  const hint = useId();
  return (
    <p className="sk-data-saver">
      <label>
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => setDataSaver(e.target.checked)}
          aria-describedby={hint}
        />{' '}
        {t('dataSaver.label')}
      </label>
      <span id={hint} className="sk-data-saver__hint">
        {t('dataSaver.hint')}
      </span>
    </p>
  );
}
