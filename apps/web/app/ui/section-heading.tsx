import { Link } from 'react-router';

export function SectionHeading({ id, title, href, linkText }: { id: string; title: string; href?: string; linkText?: string }) {
  return (
    <div className="mb-3 flex items-center justify-between">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {href && linkText && (
        <Link to={href} className="link-more">
          {linkText}
        </Link>
      )}
    </div>
  );
}
