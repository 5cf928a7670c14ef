import { headerSafe } from '@/platform/text/clean';

/** Who receives what. Every address comes from the environment; nothing is fixed in code. */
export type Recipients = { to: string[]; cc: string[] };

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((a) => headerSafe(a))
    .filter(Boolean);

/** The departments the description names, each with its own address and copy address. */
export const departments = ['staff', 'laboratory', 'medicalLaboratory', 'certificationBody', 'biobank', 'press', 'complaint'] as const;
export type Department = (typeof departments)[number];

const envName: Record<Department, string> = {
  staff: 'STAFF',
  laboratory: 'LABORATORY',
  medicalLaboratory: 'MEDICAL_LABORATORY',
  certificationBody: 'CERTIFICATION_BODY',
  biobank: 'BIOBANK',
  press: 'PRESS',
  complaint: 'COMPLAINT',
};

/** MAIL_<DEPT>_TO and MAIL_<DEPT>_CC; a department without an address falls back to MAIL_STAFF_TO. */
export function recipientsFor(department: Department, env: NodeJS.ProcessEnv = process.env): Recipients {
  const to = list(env[`MAIL_${envName[department]}_TO`]);
  const cc = list(env[`MAIL_${envName[department]}_CC`]);
  if (to.length) return { to, cc };
  const staff = list(env.MAIL_STAFF_TO);
  return { to: staff.length ? staff : ['staff@localhost'], cc: [...cc, ...list(env.MAIL_STAFF_CC)] };
}

export function mailFrom(env: NodeJS.ProcessEnv = process.env): { address: string; name: string } {
  return { address: headerSafe(env.MAIL_FROM_ADDRESS ?? 'no-reply@localhost'), name: headerSafe(env.MAIL_FROM_NAME ?? '日本適合性認定協会 / JAB') };
}

/** The department that answers an inquiry of a category. */
export function departmentForInquiry(category: string): Department {
  switch (category) {
    case 'certification':
      return 'certificationBody';
    case 'laboratory':
      return 'laboratory';
    case 'medicalLaboratory':
      return 'medicalLaboratory';
    case 'biobank':
      return 'biobank';
    case 'press':
      return 'press';
    default:
      return 'staff';
  }
}
