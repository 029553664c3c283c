import { Input, SimpleGrid } from '@chakra-ui/react';

const AXES = ['x', 'y', 'z'] as const;

export interface AxisInputsProps {
  name: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  invalid: boolean;
}

/** Three numbers in a row (x, y, z), each labelled for assistive technology. */
export function AxisInputs({ name, label, values, onChange, invalid }: AxisInputsProps) {
  return (
    <SimpleGrid columns={3} gap="2">
      {AXES.map((axis, i) => (
        <Input
          key={axis}
          name={`${name}-${axis}`}
          aria-label={`${label} ${axis} (Å)`}
          aria-invalid={invalid || undefined}
          inputMode="decimal"
          placeholder={axis}
          value={values[i] ?? ''}
          onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
        />
      ))}
    </SimpleGrid>
  );
}
