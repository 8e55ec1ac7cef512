// Every description of the second independent set.
import { AFTERSALES } from './papers-aftersales.ts';
import { FINANCE } from './papers-finance.ts';
import { SALES } from './papers-sales.ts';

export const PAPERS = [...FINANCE, ...SALES, ...AFTERSALES];
