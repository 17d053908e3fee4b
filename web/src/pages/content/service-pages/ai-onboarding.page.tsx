import { use, useState } from 'react';
import { PageMeta } from '../../../app/page-meta';
import { useSessionUser } from '../../../auth/auth-context';
import { session } from '../../../auth/session';
import { useLocale, useT } from '../../../i18n/i18n';
import { SectionBody, sectionId } from '../render/doc-parts';
import { useScrollToHash } from '../render/content-page';
import { useContent } from '../use-content';
import { goalOf, GOALS, STEPS, type Goal } from './onboarding-steps';
import '../render/content.css';
import './service-pages.css';

/**
 * /ai-onboarding: a guided start. The reader says whether they want to buy, sell or both (a signed-in
 * account starts from its own role) and gets the steps of the guide that matter for that, in order;
 * the account step is marked done once signed in. Before a choice, every step shows.
 */
export default function AiOnboardingPage() {
  use(session.restore());
  const { doc, lang } = useContent('ai-onboarding');
  const { lang: uiLang } = useLocale();
  const t = useT('services');
  const user = useSessionUser();
  const [chosen, setChosen] = useState<Goal | null>(null);
  const goal = chosen ?? goalOf(user?.role);
  useScrollToHash(doc);

  const ids = goal ? STEPS[goal] : STEPS.both;
  const steps = ids.flatMap((id) => {
    const index = doc.sections.findIndex((s) => s.id === id);
    return index === -1 ? [] : [{ section: doc.sections[index]!, index }];
  });

  return (
    <div className="sk-content" lang={lang === uiLang ? undefined : lang}>
      <PageMeta title={doc.title} description={doc.description} />
      <header className="sk-content__header">
        <h1>{doc.title}</h1>
        {doc.lead && <p className="sk-content__lead">{doc.lead}</p>}
      </header>
      <section className="sk-onboarding" aria-labelledby="onboarding-question">
        <h2 id="onboarding-question">{t('onboarding.question')}</h2>
        <div className="sk-onboarding__choices" role="group" aria-labelledby="onboarding-question">
          {GOALS.map((g) => (
            <button key={g} type="button" aria-pressed={goal === g} onClick={() => setChosen(g)}>
              {t(`onboarding.choice.${g}`)}
            </button>
          ))}
        </div>
        {user && <p className="sk-content__meta">{t('onboarding.signedIn')}</p>}
      </section>
      <h2>{t('onboarding.steps')}</h2>
      <ol className="sk-steps sk-onboarding__steps" aria-live="polite">
        {steps.map(({ section, index }) => {
          const done = section.id === 'account' && !!user;
          return (
            <li
              key={section.id}
              id={sectionId(section, index)}
              className={done ? 'sk-steps__step sk-steps__step--done' : 'sk-steps__step'}
              data-step={section.id}
            >
              <h3>
                {section.heading}
                {done && <span className="sk-visually-hidden"> ({t('onboarding.done')})</span>}
              </h3>
              {done ? <p>{section.paragraphs[0]}</p> : <SectionBody section={section} />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
