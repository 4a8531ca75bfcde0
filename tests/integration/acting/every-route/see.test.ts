import { describeEveryRoute } from './walk'

describeEveryRoute('see')
