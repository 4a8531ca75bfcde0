import { describe, expect, it } from 'vitest'
import { isKeyEcho, SpeechParser } from './speech.ts'

// lines as Orca 43.1 writes them to its debug file
const LOG = `14:37:30.976075 - SPEECH OUTPUT: 'Sign in | Patient Portal document web.'{'established': False}
14:37:31.044491 - SPEECH DISPATCHER: Speaking '<speak><mark name="0:4"/>Sign </speak>'
                  ORCA rate 5.0, pitch 5.0, volume 5.0, language en, punctuation: MOST
                  SD rate 2, pitch 10, volume 100, language en-us
14:37:43.714233 - SPEECH OUTPUT: 'tab ' {'established': False}
14:37:44.000000 - SPEECH OUTPUT: "It's booked"{'established': False}
14:49:49.232937 - SPEECH OUTPUT: ' 4 bullet characters'[{'established': False}]
21:57:57.869998 - SPEECH GENERATOR: default voice requested with language='hi', dialect=''
21:57:57.864367 - SPEECH GENERATOR: system voice requested with language='None', dialect='None'
21:57:57.870770 - SPEECH GENERATOR: system voice requested with language='hi', dialect=''
                  SPEECH GENERATOR: Results: 
                  'leaving form.' 
21:57:57.879520 - SPEECH OUTPUT: 'leaving form.'{'established': False}
21:57:57.881047 - SPEECH OUTPUT: 'यूज़रनेम entry required.'{'established': False}
                  SD rate 2, pitch 10, volume 100, language hi
21:57:58.000000 - SPEECH GENERATOR: default voice requested with language='kn', dialect=''
                  SPEECH GENERATOR: Results: 
21:57:58.100000 - SPEECH OUTPUT: 'ಕನ್ನಡ push button.'{'established': False}
21:57:58.200000 - SPEECH GENERATOR: None voice requested with language='None', dialect='None'
21:57:58.200001 - SPEECH OUTPUT: 'return ' {'established': False}
                  SPEECH GENERATOR: Results: 
21:57:58.300000 - SPEECH OUTPUT: 'साइन इन | मरीज़ पोर्टल document web.'{'established': False}
`

describe('SpeechParser', () => {
  it('reads each utterance with the languages Orca asked for and the voice that spoke it, fed in any pieces', () => {
    const parser = new SpeechParser()
    for (let i = 0; i < LOG.length; i += 37) parser.feed(LOG.slice(i, i + 37))
    expect(parser.utterances).toEqual([
      { text: 'Sign in | Patient Portal document web.', language: 'en-us' },
      { text: 'tab ', language: 'hi' },
      { text: "It's booked", language: 'hi' },
      { text: ' 4 bullet characters', language: 'hi' },
      // what Orca built at once, said as two utterances: both carry what it asked for
      { text: 'leaving form.', requested: ['hi'], language: 'hi' },
      { text: 'यूज़रनेम entry required.', requested: ['hi'], language: 'hi' },
      { text: 'ಕನ್ನಡ push button.', requested: ['kn'] },
      // a key's echo and a page's title: Orca asked for no language while it built them
      { text: 'return ' },
      { text: 'साइन इन | मरीज़ पोर्टल document web.' },
    ])
  })

  it('reads lines that came through a terminal (\\r\\n)', () => {
    const parser = new SpeechParser()
    parser.feed("10:00:00.0 - SPEECH OUTPUT: 'Thank You!'{'established': False}\r\n   SD rate 2, language en\r\n")
    expect(parser.utterances).toEqual([{ text: 'Thank You!', language: 'en' }])
  })

  it('reads an utterance whose voice Orca wrote as None, or by its name', () => {
    const parser = new SpeechParser()
    parser.feed("22:09:33.224914 - SPEECH OUTPUT: 'Screen reader on.'None\n")
    parser.feed("22:12:06.254097 - SPEECH OUTPUT: 'Screen reader on.' voice=hyperlink{'established': False}\n")
    expect(parser.utterances).toEqual([{ text: 'Screen reader on.' }, { text: 'Screen reader on.' }])
  })

  it('keeps a line that is not complete yet for the next piece', () => {
    const parser = new SpeechParser()
    parser.feed("10:00:00.0 - SPEECH OUTPUT: 'Thank")
    expect(parser.utterances).toEqual([])
    parser.feed(" You!'{'established': False}\n")
    expect(parser.utterances.map((u) => u.text)).toEqual(['Thank You!'])
  })
})

describe('isKeyEcho', () => {
  it('tells a key echo from what the page says', () => {
    expect(isKeyEcho({ text: 'tab ' })).toBe(true)
    expect(isKeyEcho({ text: 'a ' })).toBe(true)
    expect(isKeyEcho({ text: 'main content.' })).toBe(false)
    expect(isKeyEcho({ text: 'form' })).toBe(false)
  })
})
