import { describeEveryRoute } from './walk'

describeEveryRoute('call')
