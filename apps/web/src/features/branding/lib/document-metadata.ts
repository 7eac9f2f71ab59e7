type SeoSource = {
  name: string;
  incubatorSeo: { active: boolean; seoTitle?: string | null; seoDescription?: string | null };
};

export type DocumentMetadata = { title: string; description: string | null };

/** Active SEO settings win; otherwise the page is titled with the organisation's name. */
export function documentMetadata(incubator: SeoSource): DocumentMetadata {
  const { active, seoTitle, seoDescription } = incubator.incubatorSeo;
  return {
    title: (active && seoTitle?.trim()) || incubator.name,
    description: (active && seoDescription?.trim()) || null,
  };
}
