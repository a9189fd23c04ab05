import { describe, expect, it } from 'vitest';
import { frameOf, numberFirst, type Framing } from '@/features/search/framing';
import { answerQuery } from '@/features/search/answer';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules, framedUrgent } from '@/features/search/rules';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';

const rules = compileRules(searchRulesJson);

/**
 * Issue 49: every danger crossed with every framing, in several wordings each (our own; none
 * from a relevance set). Each danger is the urgent rules that answer it.
 */
const TABLE: Record<string, { rules: string[]; framings: Record<Framing, string[]> }> = {
  gas: {
    rules: ['gas'],
    framings: {
      now: [
        'I can smell gas in the kitchen',
        'smell of gas by the cooker',
        'gas leak',
        "there's a rotten egg smell in the hallway",
        'hissing from the gas meter',
      ],
      'someone-else': [
        'my neighbour can smell gas outside her flat',
        'strong smell of gas coming from next door',
        "gas smell at my mum's house",
      ],
      over: [
        'we had a gas leak last week and it was fixed, can I use the hob',
        'smelt gas yesterday, engineer came and made it safe, what now',
        'the gas smell was sorted by the engineer, do I have to do anything',
        'my neighbour had a gas leak a month ago',
        'the engineer capped our hob on Saturday after a gas leak, can we turn it on again',
        'had a gas leak last week, the engineer sorted it but now the boiler keeps cutting out',
      ],
      general: [
        'what should I do if I smell gas',
        'is it safe to use a lighter if there is a gas smell',
        'does opening the windows help if you smell gas',
        'how do I know if there is a gas leak',
      ],
    },
  },
  'carbon monoxide': {
    rules: ['carbon-monoxide'],
    framings: {
      now: [
        'carbon monoxide alarm going off',
        'CO alarm is beeping and we all feel sick',
        'the boiler flame is yellow and my head is pounding',
        'carbon monoxide alarm sounded again just now',
        'the co alarm went off yesterday and the boiler was fixed but we still feel sick',
        'co alarm last week, engineer sorted the fire, but my head keeps pounding',
      ],
      'someone-else': [
        "my mum's carbon monoxide alarm keeps going off",
        "neighbour's co alarm is sounding",
      ],
      over: [
        'the engineer capped off our cooker after the co alarm, when can we use it',
        'the CO alarm went off last week but the engineer has been and fixed the boiler, should I still worry',
        'carbon monoxide alarm went off a few days ago, it turned out to be a false alarm',
        'we had carbon monoxide from the boiler last year, it was repaired',
        'carbon monoxide alarm went off on Monday and the fire was condemned',
      ],
      general: [
        'how often should I test my carbon monoxide alarm',
        'where should a co detector go',
        'what are the symptoms of carbon monoxide poisoning',
        'what should I do if my carbon monoxide alarm goes off',
      ],
    },
  },
  electrical: {
    rules: ['electrical-danger', 'meter-danger'],
    framings: {
      now: [
        'a fishy smell from the socket and it feels warm',
        'socket sparking when I plug the kettle in',
        'burning smell from the fuse box',
        'smoke coming out of the light switch',
        'crackling noise from the socket and a smell of burning',
        'loud bang and a flash from the plug then all the lights went off',
        'buzzing from the fuse box and it smells hot',
        'the trip switch will not stay up and there is a burning smell',
        'my electric meter is sparking',
      ],
      'someone-else': ["sparks coming from my neighbour's socket", "my dad's fuse box is smoking"],
      over: [
        'the socket sparked last week, the electrician has been, is it ok to use',
        "there was a burning smell from the plug yesterday but it's fine now",
        'the light switch was scorched but it was replaced',
      ],
      general: [
        'what should I do if a socket sparks',
        'does turning the power off at the fuse box help if a socket is smoking',
        'is it safe to use a plug that sparks',
      ],
    },
  },
  'power line': {
    rules: ['power-line-down'],
    framings: {
      now: [
        'a power line is down across our drive',
        'electricity cable hanging off the pole after the storm',
        'the overhead wires have snapped and are lying in the field',
      ],
      'someone-else': [
        "there's a power line down in my neighbour's garden",
        "a cable is down in the street outside my mum's",
      ],
      over: [
        'the power line that fell last week was repaired, do I need to do anything',
        'a pole came down in the storm yesterday but it has been fixed now',
      ],
      general: [
        'what should I do if I see a power line down',
        'is it safe to go near a fallen power cable',
      ],
    },
  },
  water: {
    rules: ['water-leak', 'water-near-electrics'],
    framings: {
      now: [
        'water pouring through the ceiling',
        'burst pipe in the loft',
        'water dripping from the light fitting',
        'pipe has burst under the sink and water is everywhere',
        'the burst pipe was fixed last week but water is still pouring through the ceiling',
      ],
      'someone-else': ['my neighbour has a burst pipe', "burst pipe at my mum's house"],
      over: [
        'can i use my electric heater after the flood dried out',
        'we had a burst pipe last month, it was repaired, who pays for the damage',
        'the ceiling leak was fixed yesterday, what about the damp',
        'our bathroom flooded last month and was sorted, but the shower still runs cold',
        'the burst pipe was repaired on Friday but the kitchen wall is still damp',
      ],
      general: [
        'how do I find my stopcock in case of a burst pipe',
        'what to do if a pipe bursts',
        'how to prevent pipes bursting in winter',
        'what should we do if a pipe bursts while we are away',
      ],
    },
  },
  'no supply': {
    rules: ['power-cut', 'no-supply-prepayment'],
    framings: {
      now: [
        'power cut in my street',
        'all the lights went out and the neighbours are dark too',
        'no electricity since this morning',
        'when will my power be back on',
        'street lights are off and we have no power',
        'no gas on my prepayment meter and I have a newborn baby',
        'ran out of credit on the key meter, mum is on oxygen and the electric has gone off',
      ],
      'someone-else': [
        'my elderly neighbour has no power',
        "power cut at my mum's house, she is on oxygen",
      ],
      over: [
        'we had a power cut yesterday, can I claim compensation',
        'the power came back on but my freezer defrosted',
        'after the power cut last night my heating will not come on',
        'our freezer defrosted when the electric was off all night, can we claim',
        'the gas on our prepayment meter ran out last week with a newborn baby at home, how do I stop it happening',
      ],
      general: [
        'what should I do if there is a power cut',
        'how long do power cuts usually last',
        'is it safe to use candles in a power cut',
        'is there a list for people who need help in a power cut',
        "we're on oxygen at home, can you warn us before the power goes off",
        "how does my grandad get help if there's ever a power cut",
      ],
    },
  },
};

const cells = Object.entries(TABLE).flatMap(([danger, { rules: ids, framings }]) =>
  Object.entries(framings).map(([framing, wordings]) => ({
    danger,
    ids,
    framing: framing as Framing,
    wordings,
  })),
);

describe('how a search frames a danger: now, someone else, over, in general', () => {
  it.each(cells)('$danger, $framing', ({ ids, framing, wordings }) => {
    expect(wordings.length).toBeGreaterThanOrEqual(2);
    const framed = wordings.map((q) => {
      const found = framedUrgent(q, rules).filter((u) => ids.includes(u.rule.id));
      return { q, framings: [...new Set(found.map((u) => u.framing))] };
    });
    expect(framed).toEqual(wordings.map((q) => ({ q, framings: [framing] })));
  });

  it.each(cells)(
    '$danger, $framing: the search page puts the number where it belongs',
    ({ ids, framing, wordings }) => {
      for (const q of wordings) {
        const answer = answerQuery(q, rules, null);
        const first = answer.urgent.filter((u) => ids.includes(u.id));
        const after = answer.calm.filter((u) => ids.includes(u.id));
        expect({ q, first: first.length > 0, after: after.length > 0 }).toEqual({
          q,
          first: numberFirst(framing),
          after: !numberFirst(framing),
        });
      }
    },
  );
});

describe('a danger over or asked about in general', () => {
  const engine = createSearchEngine(searchIndexJson().documents);
  it.each(cells.filter((c) => !numberFirst(c.framing)))(
    '$danger, $framing: its own article is among the results, after the calm answer',
    ({ ids, wordings }) => {
      for (const q of wordings) {
        const answer = answerQuery(q, rules, engine);
        const articles = answer.calm.filter((u) => ids.includes(u.id)).map((u) => u.article);
        expect({ q, listed: articles.some((a) => answer.hits.some((h) => h.id === a)) }).toEqual({
          q,
          listed: true,
        });
      }
    },
  );
});

describe('the framing model on its own', () => {
  const phrases = (...list: string[]) => list.map((p) => p.split(' '));
  const framing = {
    now: phrases('still', 'again'),
    over: phrases('last week', 'fine now'),
    general: phrases('what if', 'does * help', 'if it happens again'),
    someoneElse: phrases('next door'),
    us: phrases('too'),
    turns: phrases('but'),
    body: phrases('dizzy'),
  };
  const frame = (text: string) => frameOf(text.split(' '), framing);

  it('takes a danger named with nothing else as now', () => {
    expect(frame('gas smell')).toBe('now');
  });

  it('lets words that say it is still happening outweigh words that say it is over', () => {
    expect(frame('gas smell last week')).toBe('over');
    expect(frame('gas smell last week and still there')).toBe('now');
  });

  it('reads what keeps happening after a turn to another matter as that matter', () => {
    const own = { now: [], over: [], general: [], words: new Set(['gas', 'smell']) };
    const frameOwn = (text: string) => frameOf(text.split(' '), framing, own);
    expect(frameOwn('gas smell last week but the boiler still cuts out')).toBe('over');
    // The danger's own words, or how the customer feels, after the turn: it is still the danger.
    expect(frameOwn('gas smell last week but i still smell it')).toBe('now');
    expect(frameOwn('gas smell last week but i still feel dizzy')).toBe('now');
    // No turn, or nothing said to be over before it: "still" is the danger's.
    expect(frameOwn('gas smell last week and the boiler still cuts out')).toBe('now');
    expect(frameOwn('gas smell but the boiler still cuts out')).toBe('now');
  });

  it('does not read a word inside an over or general phrase as happening', () => {
    expect(frame('gas smell fine now')).toBe('over');
    expect(frame('what do i do if it happens again')).toBe('general');
  });

  it('lets a gap stand for one to eight words, not more', () => {
    expect(frame('does opening the window help')).toBe('general');
    expect(frame('does opening every single door and window in the whole house help')).toBe('now');
  });

  it("tells someone else's danger now from their danger over", () => {
    expect(frame('gas smell next door')).toBe('someone-else');
    expect(frame('gas smell next door last week')).toBe('over');
  });
});
