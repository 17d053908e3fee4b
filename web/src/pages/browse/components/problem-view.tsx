import { FrownOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** A page that could not be shown (not found, or failed): what happened and where to go instead. */
export function ProblemView({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="bw-problem">
      <FrownOutlined aria-hidden="true" className="bw-problem__icon" />
      <h1 className="bw-page__title">{title}</h1>
      <p className="bw-muted">{text}</p>
      <Link className="bw-button bw-button--primary" to={action.to}>
        {action.label}
      </Link>
    </div>
  );
}
