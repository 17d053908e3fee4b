import { Skeleton } from 'antd';

/** Card-shaped placeholders while the first results load (the layout does not jump when they land). */
export function ResultsSkeleton({ mode, count = 8 }: { mode: 'grid' | 'list'; count?: number }) {
  return (
    <ul className={mode === 'grid' ? 'bw-grid' : 'bw-list'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`bw-card bw-card--${mode} bw-card--skeleton`}>
          <Skeleton.Node active className="bw-skeleton-media">
            <span />
          </Skeleton.Node>
          <Skeleton active title paragraph={{ rows: 3 }} />
        </li>
      ))}
    </ul>
  );
}
