import {
  analyseExperiment,
  differenceInterval,
  upliftInterval,
  type VariantTally,
} from './experiment-stats.js';

const tally = (variant: string, visitors: number, conversions: number): VariantTally => ({
  variant,
  name: variant === 'control' ? 'Control' : `Variant ${variant.slice(-1).toUpperCase()}`,
  visitors,
  conversions,
});

describe('experiment statistics', () => {
  it('computes rate, difference and uplift with their 95 % intervals as by hand', () => {
    // p_c = 100/1000 = 0.10, p_v = 130/1000 = 0.13, diff = 0.03;
    // Wald: se = √(0.1·0.9/1000 + 0.13·0.87/1000) = √0.0002031 = 0.0142513; 1.96·se = 0.0279320,
    //   so the difference is 0.03 ± 0.027932 = [0.002068, 0.057932].
    // Katz: RR = 0.13 / 0.10 = 1.3, ln RR = 0.2623643;
    //   se = √(1/130 − 1/1000 + 1/100 − 1/1000) = √0.0156923 = 0.1252689; 1.96·se = 0.2455226;
    //   uplift = 0.3 in [e^(0.2623643 − 0.2455226) − 1, e^(0.2623643 + 0.2455226) − 1]
    //   = [e^0.0168417 − 1, e^0.5078869 − 1] = [0.016984, 0.661776].
    // (The old interval, the difference's divided by p_c, was [0.02068, 0.57932]: it ignored that
    // the control's rate is itself an estimate, and was too narrow, mostly on the upper side.)
    const { results, verdict } = analyseExperiment([
      tally('control', 1000, 100),
      tally('variant_a', 1000, 130),
    ]);
    expect(results[0]).toMatchObject({
      rate: 0.1,
      difference: null,
      differenceLow: null,
      differenceHigh: null,
      uplift: null,
      upliftLow: null,
      upliftHigh: null,
    });
    const a = results[1]!;
    expect(a.rate).toBeCloseTo(0.13, 10);
    expect(a.difference).toBeCloseTo(0.03, 10);
    expect(a.differenceLow).toBeCloseTo(0.002068, 5);
    expect(a.differenceHigh).toBeCloseTo(0.057932, 5);
    expect(a.uplift).toBeCloseTo(0.3, 10);
    expect(a.upliftLow).toBeCloseTo(0.016984, 5);
    expect(a.upliftHigh).toBeCloseTo(0.661776, 5);
    expect(verdict).toEqual({
      code: 'variant_better',
      variant: 'Variant A',
      control: 'Control',
      percent: 30,
    });
  });

  it('says no clear difference when the interval spans zero', () => {
    // p_v = 0.11. Wald: se = √(0.00009 + 0.0000979) = 0.0137077; 1.96·se = 0.026867,
    //   difference 0.01 in [−0.016867, 0.036867].
    // Katz: RR = 1.1, ln RR = 0.0953102; se = √(1/110 − 1/1000 + 1/100 − 1/1000) = √0.0170909
    //   = 0.1307322; 1.96·se = 0.2562304; uplift 0.1 in [e^−0.1609202 − 1, e^0.3515406 − 1]
    //   = [−0.148640, 0.421255].
    const { results, verdict } = analyseExperiment([
      tally('control', 1000, 100),
      tally('variant_a', 1000, 110),
    ]);
    expect(results[1]!.difference).toBeCloseTo(0.01, 10);
    expect(results[1]!.differenceLow).toBeCloseTo(-0.016867, 5);
    expect(results[1]!.differenceHigh).toBeCloseTo(0.036867, 5);
    expect(results[1]!.uplift).toBeCloseTo(0.1, 10);
    expect(results[1]!.upliftLow).toBeCloseTo(-0.14864, 5);
    expect(results[1]!.upliftHigh).toBeCloseTo(0.421255, 5);
    expect(verdict.code).toBe('no_clear_difference');
  });

  it('says a variant is worse when the interval lies below zero', () => {
    // p_c = 0.1, p_v = 0.075 over 2000 each. Wald: se = √(0.000045 + 0.0000346875) = 0.0089268;
    //   1.96·se = 0.017496, difference −0.025 in [−0.042496, −0.007504].
    // Katz: RR = 0.75, ln RR = −0.2876821; se = √(1/150 − 1/2000 + 1/200 − 1/2000) = √0.0106667
    //   = 0.1032796; 1.96·se = 0.2024242; uplift −0.25 in [e^−0.4901063 − 1, e^−0.0852579 − 1]
    //   = [−0.387439, −0.081725].
    const { results, verdict } = analyseExperiment([
      tally('control', 2000, 200),
      tally('variant_a', 2000, 150),
    ]);
    expect(results[1]!.differenceLow).toBeCloseTo(-0.042496, 5);
    expect(results[1]!.differenceHigh).toBeCloseTo(-0.007504, 5);
    expect(results[1]!.uplift).toBeCloseTo(-0.25, 10);
    expect(results[1]!.upliftLow).toBeCloseTo(-0.387439, 5);
    expect(results[1]!.upliftHigh).toBeCloseTo(-0.081725, 5);
    expect(verdict).toEqual({ code: 'variant_worse', variant: 'Variant A', control: 'Control', percent: 25 });
  });

  it('has an uplift of −100 % without an interval when the variant never converted', () => {
    expect(upliftInterval(tally('control', 500, 40), tally('variant_a', 500, 0))).toEqual({
      uplift: -1,
      low: null,
      high: null,
    });
    expect(upliftInterval(tally('control', 500, 0), tally('variant_a', 500, 10))).toBeNull();
  });

  it('waits for 100 visitors in every variant and 10 conversions in all', () => {
    expect(analyseExperiment([tally('control', 99, 30), tally('variant_a', 1000, 300)]).verdict.code).toBe(
      'not_enough_data',
    );
    expect(analyseExperiment([tally('control', 500, 4), tally('variant_a', 500, 5)]).verdict.code).toBe(
      'not_enough_data',
    );
    expect(analyseExperiment([tally('control', 100, 5), tally('variant_a', 100, 5)]).verdict.code).toBe(
      'no_clear_difference',
    );
    expect(analyseExperiment([]).verdict.code).toBe('not_enough_data');
  });

  it('leaves the uplift unmeasured when the control never converted, yet still judges the difference', () => {
    const { results, verdict } = analyseExperiment([tally('control', 500, 0), tally('variant_a', 500, 40)]);
    expect(results[0]!.rate).toBe(0);
    expect(results[1]).toMatchObject({ rate: 0.08, uplift: null, upliftLow: null, upliftHigh: null });
    expect(results[1]!.difference).toBeCloseTo(0.08, 10);
    // diff = 0.08, se = √(0.08·0.92/500) = 0.012133: wholly above zero.
    expect(verdict).toEqual({ code: 'variant_better', variant: 'Variant A', control: 'Control' });
  });

  it('has no rate and no uplift without visitors', () => {
    const { results } = analyseExperiment([tally('control', 0, 0), tally('variant_a', 0, 0)]);
    expect(results.map((r) => r.rate)).toEqual([null, null]);
    expect(results[1]!.uplift).toBeNull();
    expect(differenceInterval(tally('control', 0, 0), tally('variant_a', 10, 1))).toBeNull();
  });

  it('names the best of several better variants', () => {
    const { verdict } = analyseExperiment([
      tally('control', 2000, 200),
      tally('variant_b', 2000, 260),
      tally('variant_c', 2000, 320),
    ]);
    expect(verdict).toMatchObject({ code: 'variant_better', variant: 'Variant C', percent: 60 });
  });
});
