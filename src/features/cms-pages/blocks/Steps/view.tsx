import { AccreditationFlowSteps } from '@/features/schemes';
import type { StepsBlock } from '@/payload-types';
import { Steps } from '@/ui/Steps';

import { type BlockViewProps, Section } from '../shared';

export function StepsView({ block, locale }: BlockViewProps<StepsBlock>) {
  return (
    <Section heading={block.heading}>
      {block.source === 'accreditationFlow' ? <AccreditationFlowSteps locale={locale} /> : <Steps steps={(block.items ?? []).map((s) => ({ title: s.title, text: s.text }))} />}
    </Section>
  );
}
