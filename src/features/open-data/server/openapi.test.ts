import { existsSync } from 'node:fs';
import path from 'node:path';

import SwaggerParser from '@apidevtools/swagger-parser';
import type { ParameterObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';

import { changesParameters } from './changesSince';
import { problemTypes } from './http';
import { openApiDocument } from './openapi';
import { bodyParameters, certificateParameters, LANG, reportParameters } from './params';
import { verifyParameters } from './verify';

const document = openApiDocument('https://example.org');
const routes = path.resolve(import.meta.dirname, '../../../app');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // The validator resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://example.org' }]);
  });

  it('describes addresses that have a route, each bound under src/app/api/v1', () => {
    const paths = Object.keys(document.paths ?? {});
    expect(paths.length).toBe(10);
    for (const address of paths) {
      const folder = address.replace(/\{(\w+)\}/g, '[$1]');
      expect(existsSync(path.join(routes, folder, 'route.ts')), address).toBe(true);
    }
  });

  it('lists exactly the parameters each endpoint reads', () => {
    const listed = (address: string) => ((document.paths?.[address]?.get?.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name);
    expect(listed('/api/v1/accredited-bodies')).toEqual([...bodyParameters, LANG]);
    expect(listed('/api/v1/certified-organisations')).toEqual([...certificateParameters, LANG]);
    expect(listed('/api/v1/decision-reports')).toEqual([...reportParameters, LANG]);
    expect(listed('/api/v1/accredited-bodies/{number}')).toEqual([LANG]);
    expect(listed('/api/v1/verify')).toEqual([...verifyParameters, LANG]);
    expect(listed('/api/v1/verify/{number}')).toEqual(['on', LANG]);
    expect(listed('/api/v1/certification-bodies')).toEqual([LANG]);
    expect(listed('/api/v1/changes')).toEqual([...changesParameters, LANG]);
  });

  it('names every kind of problem the API sends', () => {
    const problem = document.components?.schemas?.Problem as { properties: { type: { enum: string[] } } };
    expect(problem.properties.type.enum).toEqual(Object.values(problemTypes));
  });
});
