import { Alert, Stack, Text } from '@chakra-ui/react';
import { DataCounts, ModelCards, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';

/** Ecotoxicology's method in words; the method page adds the domain, the model cards and the references. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="ecotox-endpoint" title="What is predicted">
        <Text>
          The LC50 of a compound is the concentration in water that kills half of the fish exposed
          to it within a set time; here, fathead minnows (<i>Pimephales promelas</i>) over 96 hours,
          a standard test fish of North American toxicity testing. The tool predicts −log10 of the
          LC50 in moles per litre, so that a larger number means a more toxic compound, and converts
          it to milligrams per litre with the molecule’s molecular weight. The mg/L value is placed
          in the acute aquatic hazard category of the Globally Harmonized System (GHS) it would fall
          into, Acute 1 being the most toxic.
        </Text>
      </ProseSection>

      <ProseSection id="ecotox-data" title="The data">
        <Text>
          The model learns from the fathead minnow 96-hour LC50 values that the US EPA gathered for
          its Toxicity Estimation Software Tool (T.E.S.T.), whose own models for this endpoint were
          built on the same compounds. The training run read the file and counted what it kept:
        </Text>
        <ModelCards tool="ecotoxicology">{(card) => <DataCounts card={card} />}</ModelCards>
        <Text>
          The model this site runs was trained by this project’s own script on these data. It reads
          each molecule with RDKit, describes it by the features its card names below, and was
          checked on compounds held out from training; every number in its card was measured by that
          training run. Its gradient-boosted trees are blended with read-across: the measured LC50
          of the three training compounds most similar to the molecule, the nearer ones counting
          more. The result table names the nearest of them, so its measured value can be read beside
          the prediction.
        </Text>
      </ProseSection>

      <Alert.Root status="warning" as="section" aria-labelledby="ecotox-missing">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="ecotox-missing">No algae, no crustaceans</Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              <Text>
                The original Ecotoxicology server also predicted toxicity to algae (growth
                inhibition) and to crustaceans such as the water flea <i>Daphnia magna</i>. No
                public data set for those endpoints is among the data this project trains on, and a
                model cannot be trained without one, so this site does not offer them rather than
                show numbers nothing supports.
              </Text>
              <Text>
                That matters for the hazard category: GHS places a substance by the most sensitive
                of fish, crustaceans and algae. A category from the fish LC50 alone can only say the
                substance is at least that hazardous to aquatic life; with crustacean or algal data
                it may well fall into a more severe category.
              </Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
  sharedReferences.testUsersGuide,
  sharedReferences.ghs,
  sharedReferences.morganFingerprints,
];
