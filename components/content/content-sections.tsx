import type { ContentSection } from "@/content/policies";

/** Renders typed content sections (policies, articles) as headed prose. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="prose-club">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
