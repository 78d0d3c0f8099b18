/**
 * Reference data of the teacher shell (not demo data, so it is present with SEED_DEMO=false too): the menu flags of
 * each channel, the AI site base, the AI welcome messages and the supported regions. Written out literally: a
 * migration is a snapshot and never changes once it has landed.
 */
export default /* sql */ `
INSERT INTO dictionary_configs (config_type, channel, name, key_value, sort) VALUES
  ('CHANNEL_CONFIG', 'cuiya', 'cuiya 默认菜单', '{"recommend":1,"digitalBook":1,"qingguoketang":0,"aiCourse":1,"aiTraining":1,"liveCourse":1,"activity":1,"myDigitalBook":1,"myQingguoketang":0,"myCourse":1,"myAiTraining":1,"mySubject":1,"myResource":1,"myActivity":1,"myData":1,"myClass":1}', 0),
  ('CHANNEL_CONFIG', 'wenxuan', 'wenxuan 渠道菜单', '{"recommend":1,"digitalBook":1,"qingguoketang":1,"aiCourse":0,"aiTraining":0,"liveCourse":1,"activity":1,"myDigitalBook":1,"myQingguoketang":1,"myCourse":1,"myAiTraining":0,"mySubject":1,"myResource":1,"myActivity":1,"myData":0,"myClass":1}', 0),
  ('CHANNEL_CONFIG', 'digitalbook', 'digitalbook 渠道菜单', '{"recommend":0,"digitalBook":1,"qingguoketang":0,"aiCourse":0,"aiTraining":0,"liveCourse":0,"activity":0,"myDigitalBook":1,"myQingguoketang":0,"myCourse":0,"myAiTraining":0,"mySubject":1,"myResource":1,"myActivity":0,"myData":1,"myClass":1}', 0),
  ('CHANNEL_CONFIG', 'aigc', 'aigc 渠道菜单', '{"recommend":1,"digitalBook":0,"qingguoketang":0,"aiCourse":1,"aiTraining":1,"liveCourse":1,"activity":0,"myDigitalBook":0,"myQingguoketang":0,"myCourse":1,"myAiTraining":1,"mySubject":0,"myResource":0,"myActivity":0,"myData":1,"myClass":1}', 0),
  ('AI_PROJECT_DNS', NULL, 'AI 站点地址', '/', 0),
  ('AIGC_WELCOME', NULL, 'AI 助手欢迎语', '{"content":"你好，我是你的 AI 教学助手，可以帮你备课、设计课堂活动、解答学科问题。今天想从哪里开始？","suggestions":["帮我设计一节三年级数学《认识面积》的导入活动","用通俗的语言解释什么是人工智能","给家长写一段关于培养阅读习惯的建议"]}', 0),
  ('AIGC_WELCOME', 'aigc', 'AI 实验室欢迎语', '{"content":"欢迎来到 AI 实验室！我可以陪你一起探索人工智能课程、编写 Python 小程序、分析实验数据。","suggestions":["推荐适合五年级的人工智能入门实验","图像识别是怎么工作的？","帮我检查这段 Python 代码的错误"]}', 0);
INSERT INTO support_locations (name, sort) VALUES
  ('全国', 0),
  ('北京市', 1),
  ('上海市', 2),
  ('四川省', 3),
  ('广东省', 4),
  ('浙江省', 5),
  ('江苏省', 6),
  ('湖南省', 7),
  ('新疆维吾尔自治区', 8),
  ('广西壮族自治区', 9),
  ('内蒙古自治区', 10),
  ('香港特别行政区', 11);
`;
