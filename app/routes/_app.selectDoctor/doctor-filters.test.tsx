import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { PageTexts } from '~/utils/language/texts'
import { textsFor } from '~/utils/language/texts.server'
import { DoctorFilters } from './doctor-filters'
import type { DoctorList } from './doctor-list.server'

/** The doctor list's data as far as the filters read it: the online care service, two filters applied. */
const list: DoctorList = {
  title: 'Select Doctor | Patient Portal',
  // the texts the loader sends, which the trip as JSON leaves the same but for readonly
  texts: textsFor('en', 'selectDoctorScreen', 'bookingSearchMessages', 'bookingStepsMessages') as DoctorList['texts'],
  care: { id: 2, title: 'Online Consultation' },
  day: '2026-11-25',
  isToday: false,
  range: { min: '2026-11-24', max: '2027-02-22' },
  filters: {
    experience: [],
    durations: [30],
    genders: ['FEMALE'],
    specialities: [],
    languages: [],
    conditions: [],
    sort: 'asc',
  },
  activeFilters: 2,
  options: {
    specialities: ['Cardiology', 'Dermatology'],
    languages: ['English', 'Hindi'],
    conditions: [{ id: 3, name: 'Asthma' }],
  },
  choicesFailed: false,
  counts: {
    experience: { '0-5': 1, '6-10': 2, '11-15': 0, '16+': 1 },
    durations: { '15': 2, '30': 4, '45': 0, '60': 1 },
    genders: { MALE: 7, FEMALE: 4, OTHERS: 0 },
    specialities: { Cardiology: 2, Dermatology: 1 },
    languages: { English: 4, Hindi: 3 },
    conditions: { '3': 1 },
  },
  recent: null,
  doctors: [],
  total: 4,
  page: 1,
  last: 1,
  openSlots: null,
}

/** The filters as the server renders them, under a root that says the page's language. */
async function render(data: DoctorList) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en' }),
      children: [
        {
          id: 'page',
          index: true,
          loader: () => data,
          element: (
            <PageTexts>
              <DoctorFilters id="doctor-search" data={data} />
            </PageTexts>
          ),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://portal.test/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  )
}

/** Each group: its legend, then each choice as `control name=value [checked] label (count) [its language]`. */
function groups(html: string) {
  const plain = html.replace(/<!-- -->/g, '')
  const choice =
    /<input type="(\w+)" name="(\w+)"( checked="")? value="([^"]*)"\/><span(?: lang="(\w+)")?>(.*?)<\/span>(?:<span class="filter-group__count">(.*?)<\/span>)?/g
  return [...plain.matchAll(/<fieldset class="filter-group"><legend>(.*?)<\/legend>(.*?)<\/fieldset>/g)].map(
    ([, legend, body = '']) => ({
      legend,
      choices: [...body.matchAll(choice)].map(
        ([, type, name, checked, value, lang, label, count = '']) =>
          `${type} ${name}=${value}${checked ? ' checked' : ''} ${label}${count}${lang ? ` [${lang}]` : ''}`,
      ),
    }),
  )
}

describe('DoctorFilters', () => {
  it('renders the sort and the six filters, each with its legend, parameter, counts and what is applied', async () => {
    expect(groups(await render(list))).toEqual([
      {
        legend: 'Sort by',
        choices: [
          'radio sort=date Date',
          'radio sort=recent Recently added',
          'radio sort=asc checked Ascending order',
          'radio sort=desc Descending order',
        ],
      },
      {
        legend: 'Experience',
        choices: [
          'checkbox experience=0-5 0-5 years (1)',
          'checkbox experience=6-10 6-10 years (2)',
          'checkbox experience=11-15 11-15 years (0)',
          'checkbox experience=16+ 16 years and above (1)',
        ],
      },
      {
        legend: 'Slot duration',
        choices: [
          'checkbox duration=15 15 mins (2)',
          'checkbox duration=30 checked 30 mins (4)',
          'checkbox duration=45 45 mins (0)',
          'checkbox duration=60 60 mins (1)',
        ],
      },
      {
        legend: 'Gender',
        choices: [
          'checkbox gender=MALE Male (7)',
          'checkbox gender=FEMALE checked Female (4)',
          'checkbox gender=OTHERS Others (0)',
        ],
      },
      // the hospital's services name these: marked as their language, not the page's
      {
        legend: 'Speciality',
        choices: [
          'checkbox speciality=Cardiology Cardiology (2) [en]',
          'checkbox speciality=Dermatology Dermatology (1) [en]',
        ],
      },
      {
        legend: 'Language',
        choices: ['checkbox language=English English (4) [en]', 'checkbox language=Hindi Hindi (3) [en]'],
      },
      { legend: 'Condition', choices: ['checkbox condition=3 Asthma (1) [en]'] },
    ])
  })

  it('leaves out the groups whose choices failed to load and says so; no counts without the doctors', async () => {
    const html = await render({
      ...list,
      options: { specialities: [], languages: [], conditions: [] },
      choicesFailed: true,
      counts: null,
    })
    expect(html).toContain(
      '<p class="notice notice--error">Some filter choices could not be loaded. Please try again.</p>',
    )
    expect(groups(html).map((g) => g.legend)).toEqual(['Sort by', 'Experience', 'Slot duration', 'Gender'])
    expect(groups(html)[3]?.choices).toEqual([
      'checkbox gender=MALE Male',
      'checkbox gender=FEMALE checked Female',
      'checkbox gender=OTHERS Others',
    ])
  })
})
