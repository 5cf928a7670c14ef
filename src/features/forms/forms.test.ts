import { describe, expect, it } from 'vitest';

import { headerSafe, kana, telephone } from '@/platform/text/clean';
import { validate } from './registry';
import { ASSOCIATION_AS_TARGET } from './complaint';

const inquiry = {
  name: '見本 太郎',
  nameKana: 'ミホン　タロウ',
  organization: '',
  email: 'taro@example.invalid',
  phone: '',
  category: 'other',
  subject: '認定について',
  message: '質問があります。',
  privacy: 'yes',
};

const complaint = {
  name: '見本 花子',
  nameKana: 'ミホン　ハナコ',
  organization: '',
  department: '',
  position: '',
  phone: '03-0000-0000',
  email: 'hanako@example.invalid',
  targetName: 'サンプル認証機関',
  targetKind: 'accreditedBody',
  content: '内容',
  priorComplaint: 'notMade',
  priorAnswer: '',
  replyWanted: 'wanted',
  privacy: 'yes',
};

describe('inquiry form', () => {
  it('accepts a complete inquiry', () => {
    expect(validate('inquiry', inquiry)).toMatchObject({ ok: true });
  });

  it('names every missing required field', () => {
    const result = validate('inquiry', {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'required',
      email: 'required',
      category: 'select',
      subject: 'required',
      message: 'required',
      privacy: 'agree',
    });
  });

  it('reports the format of e-mail and telephone, and length', () => {
    const result = validate('inquiry', { ...inquiry, email: 'taro@', phone: '12', subject: 'あ'.repeat(101) });
    expect(result.ok ? {} : result.errors).toEqual({ email: 'email', phone: 'phone', subject: 'tooLong' });
  });

  it('normalises what a visitor types', () => {
    const result = validate('inquiry', {
      ...inquiry,
      name: '  見本\u0000 太郎  ',
      nameKana: 'みほん ﾀﾛｳ',
      email: 'ＴＡＲＯ@EXAMPLE.INVALID ',
      phone: '０３ー１２３４ー５６７８',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { name: '見本 太郎', nameKana: 'ミホン　タロウ', email: 'TARO@example.invalid', phone: '03-1234-5678' },
    });
  });

  it('refuses values of the wrong type or outside the choices', () => {
    expect(validate('inquiry', { ...inquiry, category: 'sales' })).toMatchObject({ ok: false, errors: { category: 'select' } });
    expect(validate('inquiry', { ...inquiry, privacy: 'no' })).toMatchObject({ ok: false, errors: { privacy: 'agree' } });
    expect(validate('inquiry', { ...inquiry, name: ['a', 'b'] as unknown as string })).toMatchObject({ ok: true });
    expect(validate('inquiry', { ...inquiry, nameKana: 'Taro' })).toMatchObject({ ok: false, errors: { nameKana: 'kana' } });
  });

  it('takes the name as written, with the katakana reading optional', () => {
    expect(validate('inquiry', { ...inquiry, name: 'Jane Sample', nameKana: '' })).toMatchObject({ ok: true, data: { name: 'Jane Sample', nameKana: '' } });
    expect(validate('inquiry', { ...inquiry, nameKana: '   ' })).toMatchObject({ ok: true, data: { nameKana: '' } });
    expect(validate('inquiry', { ...inquiry, nameKana: undefined })).toMatchObject({ ok: true, data: { nameKana: '' } });
  });
});

describe('complaint form', () => {
  it('accepts a complaint and drops an answer that was not received', () => {
    const result = validate('complaint', { ...complaint, priorAnswer: 'stray text' });
    expect(result).toMatchObject({ ok: true, data: { priorAnswer: '' } });
  });

  it('requires the answer only when one was received', () => {
    expect(validate('complaint', { ...complaint, priorComplaint: 'answered' })).toMatchObject({
      ok: false,
      errors: { priorAnswer: 'required' },
    });
    expect(validate('complaint', { ...complaint, priorComplaint: 'answered', priorAnswer: '回答あり' })).toMatchObject({ ok: true });
  });

  it('reports a missing answer together with the other problems, on the first attempt', () => {
    const result = validate('complaint', { ...complaint, priorComplaint: 'answered', replyWanted: '' });
    expect(result.ok ? {} : result.errors).toEqual({ priorAnswer: 'required', replyWanted: 'select' });
  });

  it('asks the name of the body complained about only when the complaint is about an accredited body', () => {
    expect(validate('complaint', { ...complaint, targetKind: 'accreditedBody', targetName: '' })).toMatchObject({ ok: false, errors: { targetName: 'required' } });
    expect(validate('complaint', { ...complaint, targetKind: 'accreditedBody', targetName: '  ' })).toMatchObject({ ok: false, errors: { targetName: 'required' } });
    // About the association itself: no name needed, and the record names the association, not a stray text.
    expect(validate('complaint', { ...complaint, targetKind: 'association', targetName: '' })).toMatchObject({ ok: true, data: { targetName: ASSOCIATION_AS_TARGET } });
    expect(validate('complaint', { ...complaint, targetKind: 'association', targetName: 'stray' })).toMatchObject({ ok: true, data: { targetName: '当協会' } });
    expect(validate('complaint', { ...complaint, targetKind: 'accreditedBody' })).toMatchObject({ ok: true, data: { targetName: complaint.targetName } });
  });

  it('keeps a text over a field’s limit, with the length message', () => {
    const long = 'あ'.repeat(30_000);
    const result = validate('complaint', { ...complaint, content: long });
    expect(result).toMatchObject({ ok: false, errors: { content: 'tooLong' } });
    expect(result.ok ? '' : result.values.content).toBe(long);
  });

  it('does not require the katakana reading of the name', () => {
    expect(validate('complaint', { ...complaint, name: 'Hanako Sample', nameKana: '' })).toMatchObject({ ok: true });
    expect(validate('complaint', { ...complaint, nameKana: 'Hanako' })).toMatchObject({ ok: false, errors: { nameKana: 'kana' } });
  });

  it('requires the telephone, the target kind and whether a reply is wanted', () => {
    const result = validate('complaint', { ...complaint, phone: '', targetKind: '', replyWanted: 'maybe' });
    expect(result.ok ? {} : result.errors).toEqual({ phone: 'required', targetKind: 'select', replyWanted: 'select' });
  });
});

describe('normalisers', () => {
  it('turn full-width digits and dashes into a plain telephone number', () => {
    expect(telephone('（０３）１２３４−５６７８')).toBe('031234-5678');
    expect(telephone('03 1234 5678')).toBe('0312345678');
  });

  it('make kana full-width katakana with one full-width space', () => {
    expect(kana('やまだ  ﾀﾛｳ')).toBe('ヤマダ　タロウ');
  });

  it('leave nothing that could end a mail header', () => {
    expect(headerSafe('subject\r\nBcc: victim@example.invalid')).toBe('subject Bcc: victim@example.invalid');
  });
});
