// Singapore first and last names, shared by the everyday seed (data.ts) and the Singapore-sized one.

// prettier-ignore
export const FIRST_NAMES = [
  'Aaron', 'Aisha', 'Alvin', 'Amanda', 'Ben', 'Chloe', 'Darren', 'Deepa', 'Ethan', 'Fiona',
  'Farhan', 'Grace', 'Hui Min', 'Irfan', 'Jasmine', 'Jun Wei', 'Kavya', 'Kelvin', 'Lakshmi', 'Marcus',
  'Mei Ling', 'Nadia', 'Nicholas', 'Olivia', 'Priya', 'Qi Xuan', 'Rahul', 'Rachel', 'Siti', 'Terence',
  'Uma', 'Vivian', 'Wei Jie', 'Xavier', 'Yusuf', 'Zhi Hao', 'Joyce', 'Kumar', 'Lucas', 'Zara',
]
// prettier-ignore
export const LAST_NAMES = [
  'Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Chan', 'Yeo', 'Ho',
  'Low', 'Sim', 'Pillai', 'Nair', 'Kaur', 'Singh', 'Rahman', 'Hassan', 'Ismail', 'Fernandez',
  'Quek', 'Foo', 'Vasquez', 'Jurong', 'Phua', 'Khoo', 'Zulkifli',
]
