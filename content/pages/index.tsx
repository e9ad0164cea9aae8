/**
 * Landing page of the Lintas developer documentation (fr, en, id).
 * A server-rendered React component: no state, no handlers. Classes are styled by
 * @docgen/theme-default (css/landing.css, css/landing-sections.css); the copy button is enhanced by the runtime.
 */
import type { PageComponentProps } from '@docgen/shared';
import { COPY, COURIERS, CURL, ICONS, type Locale, SAMPLE_RATES, TASKS } from '../landing/copy.js';

export const meta = {
  title: {
    fr: 'Une seule API pour tous les transporteurs indonésiens',
    en: 'One API for every Indonesian courier',
    id: 'Satu API untuk semua kurir di Indonesia',
  },
  description: {
    fr: 'Documentation développeur de Lintas : tarifs, commandes, suivi et webhooks pour tous les transporteurs indonésiens, avec une seule API.',
    en: 'Lintas developer documentation: rates, orders, tracking and webhooks for every Indonesian courier, with one API.',
    id: 'Dokumentasi developer Lintas: tarif, pesanan, pelacakan, dan webhook untuk semua kurir di Indonesia, dengan satu API.',
  },
};

function Svg({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const ARROW = 'M5 12h14M13 6l6 6-6 6';

export default function Home(props: PageComponentProps) {
  const code = props.locale.code as Locale;
  const c = COPY[code] ?? COPY.en;
  const { href } = props;
  const price = new Intl.NumberFormat(props.locale.htmlLang, {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  });
  const copyLabel = props.strings['code.copy'] ?? c.copy;
  const copiedLabel = props.strings['code.copied'] ?? c.copied;

  return (
    <div className="dg-landing">
      <section className="dg-hero" aria-labelledby="hero-title">
        <div className="dg-hero__inner">
          <div className="dg-hero__copy">
            <p className="dg-hero__eyebrow">{c.eyebrow}</p>
            <h1 id="hero-title" className="dg-hero__title">
              {c.title[0]}
              <span className="dg-hero__accent">{c.title[1]}</span>
              {c.title[2]}
            </h1>
            <p className="dg-hero__lead">{c.lead}</p>
            <div className="dg-hero__actions">
              <a className="dg-button dg-button--primary dg-button--lg" href={href('/docs/getting-started')}>
                {c.ctaPrimary}
                <Svg d={ARROW} size={18} />
              </a>
              <a className="dg-button dg-button--secondary dg-button--lg" href={href('/docs/intro')}>
                {c.ctaSecondary}
              </a>
            </div>
            <div className="dg-hero__couriers">
              <p className="dg-hero__couriers-label">{c.couriersLabel}</p>
              <ul className="dg-chips">
                {COURIERS.map((name) => (
                  <li key={name} className="dg-chip">
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <figure className="dg-hero__panel">
            <figcaption className="dg-hero__panel-head">
              <span className="dg-method dg-method--post">POST</span>
              <code className="dg-hero__panel-path">/v1/rates</code>
              <span className="dg-hero__panel-note">{c.panelNote}</span>
            </figcaption>
            <p className="dg-hero__panel-route">{c.panelRoute}</p>
            <table className="dg-rate-table">
              <caption className="dg-visually-hidden">{c.panelCaption}</caption>
              <thead>
                <tr>
                  {c.columns.map((col) => (
                    <th key={col} scope="col">
                      {col}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SAMPLE_RATES.map((rate) => (
                  <tr key={rate.courier}>
                    <th scope="row">{rate.courier}</th>
                    <td>{rate.service}</td>
                    <td>{c.days(rate.days)}</td>
                    <td className="dg-rate-table__price">{price.format(rate.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </div>
      </section>

      <section className="dg-section" aria-labelledby="tasks-title">
        <div className="dg-section__header">
          <h2 id="tasks-title" className="dg-section__title">
            {c.tasksTitle}
          </h2>
          <p className="dg-section__lead">{c.tasksLead}</p>
        </div>
        <ul className="dg-cards">
          {TASKS.map((task) => {
            const text = c.tasks[task.id];
            return (
              <li key={task.id} className="dg-card">
                <span className="dg-card__icon">
                  <Svg d={ICONS[task.id]} />
                </span>
                <h3 className="dg-card__title">
                  <a className="dg-card__link" href={href(task.path)}>
                    {text.title}
                  </a>
                </h3>
                <p className="dg-card__text">{text.text}</p>
                <p className="dg-card__meta">
                  {task.method && task.endpoint ? (
                    <>
                      <span className={`dg-method dg-method--${task.method.toLowerCase()}`}>{task.method}</span>
                      <code>{task.endpoint}</code>
                    </>
                  ) : (
                    <span className="dg-card__badge">{c.guide}</span>
                  )}
                  <span className="dg-card__arrow">
                    <Svg d={ARROW} size={18} />
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="dg-band" aria-labelledby="quickstart-title">
        <div className="dg-section dg-quickstart">
          <div className="dg-quickstart__intro">
            <h2 id="quickstart-title" className="dg-section__title">
              {c.qsTitle}
            </h2>
            <p className="dg-section__lead">{c.qsLead}</p>
            <ol className="dg-steps">
              {c.steps.map((step) => (
                <li key={step.title} className="dg-steps__item">
                  <p className="dg-steps__title">{step.title}</p>
                  <p className="dg-steps__text">{step.text}</p>
                </li>
              ))}
            </ol>
            <a className="dg-text-link" href={href('/docs/getting-started')}>
              {c.qsMore}
              <Svg d={ARROW} size={16} />
            </a>
          </div>
          <figure className="dg-code dg-code--terminal" data-lang="bash">
            <figcaption className="dg-code__title">{c.qsCodeTitle}</figcaption>
            <div className="dg-code__body">
              <pre tabIndex={0}>
                <code>{CURL}</code>
              </pre>
              <button type="button" className="dg-code__copy" data-dg-copy="" data-copied-label={copiedLabel}>
                {copyLabel}
              </button>
            </div>
          </figure>
        </div>
      </section>
    </div>
  );
}
