// The model cards written by predictor-ampep's training scripts (models/*.card.json), bundled at
// build time so the method and dataset pages show the metrics the training run measured.
export interface ModelCardFile {
  /** File name without `.card.json`, e.g. 'ampep'. */
  name: string;
  card: Record<string, unknown>;
}

const context = import.meta.webpackContext('../../../packages/predictor-ampep/models', {
  recursive: false,
  regExp: /\.card\.json$/,
});

export const modelCards: ModelCardFile[] = context
  .keys()
  .filter((key) => key.startsWith('./'))
  .map((key) => ({
    name: key.slice(2).replace(/\.card\.json$/, ''),
    card: context(key) as Record<string, unknown>,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));
