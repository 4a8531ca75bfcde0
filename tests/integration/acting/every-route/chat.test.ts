import { describeEveryRoute } from './walk'

describeEveryRoute('chat')
