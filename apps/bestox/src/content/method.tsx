import { Text } from '@chakra-ui/react';
import { DataCounts, ModelCards, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';
import { bestoxPaper } from '../citation.ts';

/** BESTox's method in words; the method page adds the domain, the model cards and the references. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="bestox-endpoint" title="What is predicted">
        <Text>
          The LD50 of a compound is the single oral dose that kills half of the rats given it, in
          the standard acute toxicity test. BESTox predicts it as −log10 of the dose in moles per
          kilogram of body weight, so that a larger number means a more toxic compound, and converts
          it to milligrams per kilogram with the molecule’s own molecular weight. The mg/kg value is
          then placed in the acute oral toxicity category of the Globally Harmonized System (GHS) it
          would fall into, category 1 being the most toxic.
        </Text>
      </ProseSection>

      <ProseSection id="bestox-data" title="The data">
        <Text>
          The model learns from the rat oral LD50 set that Zhu and colleagues curated for their QSAR
          study of acute oral toxicity, the data behind the rat LD50 estimates of the US EPA’s
          Toxicity Estimation Software Tool (T.E.S.T.). The BESTox paper benchmarked on the same
          data set, as the TopTox study of Wu and Wei distributed it. The training run read the file
          and counted what it kept:
        </Text>
        <ModelCards tool="bestox">{(card) => <DataCounts card={card} />}</ModelCards>
      </ProseSection>

      <ProseSection id="bestox-model" title="The original BESTox and the model here">
        <Text>
          The published BESTox reads a compound’s SMILES string character by character: each
          character becomes a row of bits saying which element, how many hydrogens, what charge,
          valence, ring membership, degree, aromaticity, chirality and hybridisation it stands for,
          and a shallow convolutional network turns that matrix into a predicted −log10 LD50.
        </Text>
        <Text>
          The model this site runs was trained by this project’s own script on the data above. It
          reads each molecule with RDKit, describes it by the features its card names below, and was
          checked on compounds held out from training; every number in its card was measured by that
          training run. Its gradient-boosted trees are blended with read-across: the measured LD50
          of the five training compounds most similar to the molecule, the nearer ones counting
          more. The result table names the nearest of them, so its measured value can be read beside
          the prediction. Read each prediction as an estimate for ranking and screening compounds,
          not as a substitute for a measured LD50 where a classification must rest on data.
        </Text>
      </ProseSection>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
  bestoxPaper,
  {
    authors: 'Zhu H, Martin TM, Ye L, Sedykh A, Young DM, Tropsha A',
    title:
      'Quantitative structure–activity relationship modeling of rat acute toxicity by oral exposure',
    source: 'Chemical Research in Toxicology',
    volume: '22',
    pages: '1913–1921',
    year: 2009,
    doi: '10.1021/tx900189p',
  },
  {
    authors: 'Wu K, Wei GW',
    title: 'Quantitative toxicity prediction using topology based multitask deep neural networks',
    source: 'Journal of Chemical Information and Modeling',
    volume: '58',
    pages: '520–531',
    year: 2018,
    doi: '10.1021/acs.jcim.7b00558',
  },
  sharedReferences.testUsersGuide,
  sharedReferences.ghs,
  sharedReferences.morganFingerprints,
];
